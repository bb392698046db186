export { AsyncContent } from './AsyncContent';
export type { AsyncContentProps, AsyncState } from './AsyncContent';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
