export { DescriptionItem, DescriptionList } from './DescriptionList';
export type { DescriptionItemProps } from './DescriptionList';
