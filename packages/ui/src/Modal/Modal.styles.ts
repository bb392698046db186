import { keyframes, styled } from 'styled-components';

// Transform only: content is never transparent, so it counts as visible from the first frame.
const enter = keyframes`
  from { transform: translateY(8px) scale(0.98); }
  to { transform: none; }
`;

export const Dialog = styled.dialog<{ $width: number }>`
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-height: calc(100dvh - 64px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${enter} ${({ theme }) => theme.motion.normal} ease-out;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
  ${({ theme }) => theme.media.mobile} {
    width: calc(100vw - 24px);
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.sm}px ${theme.space.xl}px`};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px ${theme.space.lg}px`};
  overflow: auto;
`;

export const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xl}px ${theme.space.lg}px`};
`;

// A plain icon button (not IconButton) so modal widgets don't pull in the badge code.
export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
