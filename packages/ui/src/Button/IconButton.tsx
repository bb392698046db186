import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../UIProvider/context';
import { Badge } from '../Badge/Badge';

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** Accessible name (also the tooltip). Required: the button shows only an icon. */
  label: string;
  icon: ReactNode;
  /** Count shown as a badge on the icon; it is also part of the accessible name. */
  badge?: number;
  /** Largest count shown before "99+". */
  badgeMax?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Light icon on a dark background. */
  tone?: 'default' | 'inverse';
}

const sizes = { sm: 28, md: 36, lg: 44 };

const StyledIconButton = styled.button<{ $size: number; $tone: 'default' | 'inverse' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.colors.textInverse : theme.colors.text)};
  font-size: ${({ $size }) => Math.round($size * 0.55)}px;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $tone }) =>
      $tone === 'inverse' ? theme.colors.glass : theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A square icon-only button with an accessible name and an optional count badge. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    badge,
    badgeMax = 99,
    size = 'md',
    tone = 'default',
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const { t } = useMessages();
  const hasBadge = badge !== undefined && badge > 0;
  const name = hasBadge ? t('withCount', { label, count: badge }) : label;
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      $size={sizes[size]}
      $tone={tone}
      aria-label={name}
      title={label}
      onClick={onClick}
      {...rest}
    >
      {icon}
      {hasBadge && <Badge count={badge} max={badgeMax} floating aria-hidden="true" />}
    </StyledIconButton>
  );
});
