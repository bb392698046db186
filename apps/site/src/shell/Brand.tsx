import { styled } from 'styled-components';
import { useSiteMessages } from '../i18n';
import { paths, toHref } from '../navigation/paths';
import { Link } from '@dongman/ui/shell';

const BrandLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: inherit;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  letter-spacing: 0.02em;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.gradients.brand};
  color: ${({ theme }) => theme.colors.onGradient};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
`;

/** The site's name and mark at the top of the menu, linking home. */
export function Brand() {
  const sm = useSiteMessages();
  return (
    <BrandLink href={toHref(paths.home())}>
      <Mark aria-hidden="true">{Array.from(sm.siteName)[0]}</Mark>
      <span>{sm.siteName}</span>
    </BrandLink>
  );
}
