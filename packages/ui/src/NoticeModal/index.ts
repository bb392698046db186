export { NoticeModal } from './NoticeModal';
export type { NoticeModalProps, NoticeItem } from './NoticeModal';
export { sanitizeNoticeHtml } from './sanitizeNoticeHtml';
