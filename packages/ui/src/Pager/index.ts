export { Pager, pageCount } from './Pager';
export type { PagerProps } from './Pager';
