import 'styled-components';
import type { Theme } from '@dongman/ui';

// The ui theme types `theme` in the console's styled components too.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
