import { styled } from 'styled-components';

export const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm}px;
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Stat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border}66;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md}px;
  }
`;

export const StatValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  small {
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    font-weight: ${({ theme }) => theme.fontWeights.normal};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.35fr) minmax(320px, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Sticky = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
  position: sticky;
  top: ${({ theme }) => theme.layout.topBarHeight + theme.space.lg}px;
  @media (max-width: 1100px) {
    position: static;
  }
`;

export const Segments = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  button {
    height: 30px;
    padding: 0 ${({ theme }) => theme.space.lg}px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** What a card code gave, under the field; takes no room until there is something to say. */
export const RedeemedNote = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.sm}px;
  }
`;
