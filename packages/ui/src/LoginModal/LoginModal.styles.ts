import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin-top: ${({ theme }) => theme.space.xs}px;
`;

export const RegisterRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

/** The SMS code's field with 获取验证码 beside it, level with the box (below the label). */
export const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  & > div:first-child {
    flex: 1 1 140px;
  }
  & > button {
    margin-top: ${({ theme }) =>
      Math.ceil(theme.fontSizes.md * theme.lineHeights.normal) + theme.space.xs}px;
  }
`;
