import type { ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../UIProvider/context';

export interface BadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  count: number;
  /** Larger counts show as "{max}+". */
  max?: number;
  /** Show the badge when count is 0 (hidden by default). */
  showZero?: boolean;
  /** Position at the top-right corner of the (position: relative) parent, e.g. an icon button. */
  floating?: boolean;
}

const StyledBadge = styled.span<{ $floating: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  ${({ $floating }) =>
    $floating &&
    `position: absolute; top: 0; right: 0; transform: translate(35%, -25%); pointer-events: none;`}
`;

/** A small count bubble. Inside an IconButton use its `badge` prop, which also names the count. */
export function Badge({
  count,
  max = 99,
  showZero = false,
  floating = false,
  ...rest
}: BadgeProps) {
  const { t } = useMessages();
  if (count <= 0 && !showZero) return null;
  const text = count > max ? t('moreThan', { max }) : String(count);
  return (
    <StyledBadge $floating={floating} data-testid="badge" {...rest}>
      {text}
    </StyledBadge>
  );
}
