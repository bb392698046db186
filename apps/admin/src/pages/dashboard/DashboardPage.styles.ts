import { styled } from 'styled-components';

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin-bottom: ${({ theme }) => theme.space.xl}px;
`;

export const ChartBox = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  canvas {
    max-height: 320px;
  }
`;
