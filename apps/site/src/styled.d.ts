import 'styled-components';
import type { Theme } from '@dongman/ui/shell';

// The ui theme types `theme` in the site's styled components too.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
