import { styled } from 'styled-components';

// A real link (not a router one): the browser downloads the server's CSV itself.
export const ExportLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

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
