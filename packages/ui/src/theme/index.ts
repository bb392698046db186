export { theme } from './theme';
export type { Theme } from './theme';
export { GlobalStyle, ScopedBase } from './GlobalStyle';
export { visuallyHidden, focusRing } from './mixins';
