import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from 'react';
import { Spinner, StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks (without losing focus). */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    block = false,
    loading = false,
    disabled = false,
    icon,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  // aria-disabled rather than `disabled` while loading: the button keeps focus and stays
  // announced; clicks (and form submits) are swallowed here.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled && !loading}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" data-testid="button-spinner" /> : icon}
      {children}
    </StyledButton>
  );
});
