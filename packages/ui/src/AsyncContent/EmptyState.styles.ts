import { styled } from 'styled-components';

export const Box = styled.div<{ $compact: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme, $compact }) =>
    $compact
      ? `${theme.space.lg}px ${theme.space.md}px`
      : `${theme.space.xxl * 1.5}px ${theme.space.lg}px`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Icon = styled.div<{ $tone: 'empty' | 'error' }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  font-size: 30px;
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.warningSoft : theme.colors.primarySoft};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.warning : theme.colors.primary)};
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Text = styled.p`
  margin: 0;
  max-width: 36em;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;
