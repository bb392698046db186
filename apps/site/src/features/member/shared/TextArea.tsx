// Moved to @dongman/ui; re-exported so existing imports keep working.
export { TextArea } from '@dongman/ui';
export type { TextAreaProps } from '@dongman/ui';
