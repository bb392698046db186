import { styled } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

type Space = keyof DefaultTheme['space'];

/**
 * A labelled field (the first child: an Input's FormField) and a button after it on one line. The
 * field takes the room, at least `$fieldBasis` wide before the button wraps under it; the button
 * sits level with the field's box, below its label, and does not move when a message appears
 * under the field. `$flush` drops the space under the field (a form of its own, not a row among
 * other fields).
 */
export const FieldWithButton = styled.div<{ $fieldBasis: number; $gap?: Space; $flush?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]}px;
  & > div:first-child {
    flex: 1 1 ${({ $fieldBasis }) => $fieldBasis}px;
    ${({ $flush }) => $flush && 'margin-bottom: 0;'}
  }
  /* Below the label's line (body text) and FormField's gap, level with the box. */
  & > button {
    margin-top: ${({ theme }) =>
      Math.ceil(theme.fontSizes.md * theme.lineHeights.normal) + theme.space.xs}px;
  }
`;
