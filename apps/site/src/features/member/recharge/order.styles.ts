import { styled } from 'styled-components';
import { CheckCircleIcon } from '@dongman/ui';
import { buttonLinkStyles } from '../shared/styles';

/** The provider's page (another site, or the sandbox cashier): opened in a new tab. */
export const ExternalButtonLink = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLinkStyles}
`;

export const OrderCard = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.lg}px;
  }
`;

export const QrBox = styled.figure`
  align-self: start;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  figcaption {
    max-width: 184px;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    display: block;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const SuccessBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.xl}px 0;
`;

export const SuccessTitle = styled.p`
  margin: 0;
  &:focus {
    outline: none;
  }
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const PaidIcon = styled(CheckCircleIcon)`
  font-size: 48px;
  color: ${({ theme }) => theme.colors.success};
`;
