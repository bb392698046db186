import { styled } from 'styled-components';

export const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;

// Not a heading: the card is a group named by it, and cards sit under any level of page heading.
export const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.normal};
`;

export const Value = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  font-size: 28px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
