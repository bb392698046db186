// `@dongman/ui/notice`: the notice center without the rest of the library.
export { UIProvider, useMessages } from '../UIProvider';
export type { UIProviderProps } from '../UIProvider';
export { message, useToast } from '../Toast';
// Widget authors: add `export { NoticeModal } from '../NoticeModal';` here.
