export { FormLayout } from './FormLayout';
export type { FormLayoutProps } from './FormLayout';
