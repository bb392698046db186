import { styled } from 'styled-components';
import { toneColors } from '../theme/tones';
import type { Tone } from '../theme/tones';

/** A small rounded label: status, level, "推荐". */
export const Tag = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  ${({ $tone = 'neutral' }) => toneColors[$tone]}
  svg {
    font-size: 13px;
  }
`;
