// `@dongman/ui/shell`: layout pieces (side menu, top bar, float bar, footer).
export { UIProvider, useMessages } from '../UIProvider';
export type { UIProviderProps } from '../UIProvider';
// Shell author: add `export { AppShell } from '../AppShell';` etc. here.
