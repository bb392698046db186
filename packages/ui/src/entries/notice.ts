// `@dongman/ui/notice`: the notice center without the rest of the library.
export { UIProvider, useMessages } from '../UIProvider';
export type { UIProviderProps } from '../UIProvider';
export { message, useToast } from '../Toast';
export { NoticeModal, sanitizeNoticeHtml } from '../NoticeModal';
export type { NoticeModalProps, NoticeItem } from '../NoticeModal';
