export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export type { Placement } from './position';
