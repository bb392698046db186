import { styled } from 'styled-components';

/** A white content card. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  border: 1px solid ${({ theme }) => theme.colors.border}66;
  padding: ${({ theme }) => theme.space.xl}px;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
`;

export const PageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.lg}px;
  }
`;
