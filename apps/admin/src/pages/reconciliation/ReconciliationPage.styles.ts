import { styled } from 'styled-components';

export const Summary = styled.section`
  margin: ${({ theme }) => theme.space.lg}px 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
  ul {
    margin: ${({ theme }) => theme.space.sm}px 0 0;
    padding-left: ${({ theme }) => theme.space.lg}px;
  }
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
