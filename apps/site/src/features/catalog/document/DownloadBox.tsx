import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { DownloadIcon, Link } from '@dongman/ui/shell';
import type { LevelRef } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';
import { paths, toHref } from '../../../navigation/paths';
import { RequiredLevels } from './RequiredLevels';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  align-self: stretch;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const DownloadLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  svg {
    font-size: 18px;
  }
`;

/**
 * The download button with what decides it: the day's quota (materials) and the levels that
 * include it. Materials show it at the top of the side column, above the fold on a laptop.
 */
export function DownloadBox({
  downloadKey,
  requiredLevels,
  quota,
  className,
}: {
  downloadKey: string;
  requiredLevels?: LevelRef[] | null;
  quota?: ReactNode;
  className?: string;
}) {
  const sm = useSiteMessages();
  return (
    <Box aria-label={sm.documentDownload} data-testid="download-box" className={className}>
      <DownloadLink href={toHref(paths.download(downloadKey))}>
        <DownloadIcon aria-hidden="true" />
        {sm.documentDownload}
      </DownloadLink>
      <span>{sm.documentDownloadHint}</span>
      {quota}
      <RequiredLevels levels={requiredLevels} />
    </Box>
  );
}
