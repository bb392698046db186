export { FloatBar } from './FloatBar';
export type { FloatBarProps } from './FloatBar';
