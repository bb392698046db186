// `@dongman/ui/notice`: the notice center without the rest of the library.
export { UIProvider, useMessages } from '../UIProvider';
export type { UIProviderProps } from '../UIProvider';
export { message, useToast } from '../Toast';
export { NoticeModal, sanitizeNoticeHtml } from '../NoticeModal';
export { allowedImageSource, sanitizeRichHtml } from '../richText';
export type { RichTextOptions } from '../richText';
export type { NoticeModalProps, NoticeItem } from '../NoticeModal';
export { Button } from '../Button/Button';
export type { ButtonProps } from '../Button/Button';
export type { Locale } from '../i18n';
