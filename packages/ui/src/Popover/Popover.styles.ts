import { styled } from 'styled-components';

export const Anchor = styled.span`
  display: inline-flex;
`;

export const Panel = styled.div`
  /* Top layer via the Popover API; we place it ourselves (see position.ts). */
  position: fixed;
  inset: auto;
  margin: 0;
  min-width: 160px;
  max-width: min(360px, calc(100vw - 16px));
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.popover};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  /* Fallback for browsers without the Popover API: hidden until opened. */
  &[data-fallback]:not([data-open]) {
    display: none;
  }
`;
