export { Tag } from './Tag';
export type { Tone } from '../theme/tones';
