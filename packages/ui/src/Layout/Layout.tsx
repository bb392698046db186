import { styled } from 'styled-components';
import type { Theme } from '../theme';

type Space = keyof Theme['space'];

/** Children one under another with a gap from the theme; wide children scroll inside. */
export const Stack = styled.div<{ $gap?: Space }>`
  display: grid;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]}px;
  min-width: 0;
  /* A wide child (a table) scrolls inside instead of widening the page. */
  & > * {
    min-width: 0;
  }
`;

/** Children side by side, centred on one line, wrapping by default. */
export const Row = styled.div<{
  $gap?: Space;
  $wrap?: boolean;
  $justify?: 'start' | 'end' | 'space-between' | 'center';
}>`
  display: flex;
  align-items: center;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  justify-content: ${({ $justify = 'start' }) => $justify};
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]}px;
  min-width: 0;
`;

/** A surface card: the white box with border and radius that groups a section. */
export const Box = styled.div<{ $padding?: Space }>`
  padding: ${({ theme, $padding = 'xl' }) => theme.space[$padding]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;
