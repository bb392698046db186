import { styled } from 'styled-components';

export const Card = styled.section`
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xxl + 8}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border}66;
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.lg}px`};
  }
`;

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.xxl + 4}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export const Footer = styled.p`
  margin: ${({ theme }) => theme.space.lg}px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
