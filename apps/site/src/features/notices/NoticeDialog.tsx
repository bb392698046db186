// The top bar's dialogs, loaded on first use (they bring the notice HTML sanitiser and the table).
export { NoticeModal as default } from '@dongman/ui/notice';
