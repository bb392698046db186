import { styled } from 'styled-components';

export const LoginMain = styled.main`
  display: grid;
  place-items: center;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
`;

export const LoginBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  width: min(360px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
    text-align: center;
  }
`;
