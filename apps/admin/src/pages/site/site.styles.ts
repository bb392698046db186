import { styled } from 'styled-components';

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Thumb = styled.img`
  display: block;
  width: 160px;
  height: 54px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;
