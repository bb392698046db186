import { css, keyframes, styled } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const spin = keyframes`to { transform: rotate(360deg); }`;

const heights: Record<ButtonSize, number> = { sm: 28, md: 36, lg: 44 };

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
    &:active:not([aria-disabled='true']):not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      border-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    padding-inline: 0;
    height: auto;
    &:hover:not([aria-disabled='true']):not(:disabled) {
      text-decoration: underline;
    }
  `,
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
}>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ $size, theme }) => ($size === 'sm' ? theme.space.md : theme.space.lg)}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ $size, theme }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  ${({ $variant }) => variants[$variant]}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  flex: none;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
