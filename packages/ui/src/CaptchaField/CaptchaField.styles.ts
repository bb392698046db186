import { styled } from 'styled-components';

export const CaptchaRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm}px;
  & > input {
    flex: 1;
  }
`;

export const CaptchaButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 112px;
  height: 36px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** Holds the captcha image's place until the first image arrives. */
export const CaptchaPlaceholder = styled.span`
  width: 100%;
  height: 100%;
  background: repeating-linear-gradient(
    -45deg,
    ${({ theme }) => theme.colors.surfaceMuted} 0 8px,
    ${({ theme }) => theme.colors.border} 8px 9px
  );
`;

/** Replaces the image when it could not be loaded; the whole button retries. */
export const CaptchaFailed = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.danger};
`;
