import { css, styled } from 'styled-components';
import { Link } from '../utils/Link';

/** Button looks for a link ("去充值", "升级会员等级"): primary or secondary. */
export const buttonLinkStyles = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid
    ${({ theme, $variant = 'secondary' }) =>
      $variant === 'primary' ? theme.colors.primary : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $variant = 'secondary' }) =>
    $variant === 'primary' ? theme.colors.primary : theme.colors.surface};
  color: ${({ theme, $variant = 'secondary' }) =>
    $variant === 'primary' ? theme.colors.onPrimary : theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    ${({ theme, $variant = 'secondary' }) =>
      $variant === 'primary'
        ? `background: ${theme.colors.primaryHover}; border-color: ${theme.colors.primaryHover};`
        : `border-color: ${theme.colors.primary}; color: ${theme.colors.primary};`}
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    font-size: 16px;
  }
`;

/** A link (through the UIProvider's router hooks) that looks like a button: navigation actions. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLinkStyles}
`;

/** An inline text link through the UIProvider's router hooks. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 3px;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;
