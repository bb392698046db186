export { RadioCard, RadioCardGroup } from './RadioCard';
export type { RadioCardProps, RadioCardGroupProps } from './RadioCard';
