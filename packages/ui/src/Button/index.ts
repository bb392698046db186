export { Button } from './Button';
export type { ButtonProps } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export type { ButtonVariant, ButtonSize } from './Button.styles';
