import { RichText } from '@dongman/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { DownloadIcon, Link } from '@dongman/ui/shell';
import type { EntitlementKey, LevelRef } from '@dongman/api-client';
import { Breadcrumbs, PageHeader, PageStack, Panel, type Crumb } from '../../../components/Page';
import { Tag } from '../DocumentGrid';
import { useSiteMessages } from '../../../i18n';
import { entitlementMessageKey } from '../../../lib/entitlement';
import { formatDay } from '../../../lib/formatDay';
import { paths, toHref } from '../../../navigation/paths';
import { RequiredLevels } from './RequiredLevels';

const MetaLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const DownloadBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  margin-top: ${({ theme }) => theme.space.xl}px;
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

const Divider = styled.hr`
  margin: ${({ theme }) => theme.space.xl}px 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border}99;
`;

export interface ArticleData {
  title: string;
  content: string;
  entitlement: EntitlementKey | null;
  downloadKey: string | null;
  updateTime: string;
  /** The levels that include it (documents); null or absent when free for every member. */
  requiredLevels?: LevelRef[] | null;
}

/** A document or static page: breadcrumbs, title, date, level right, sanitised body, download. */
export function DocumentArticle({
  doc,
  crumbs,
  extraMeta,
  details,
}: {
  doc: ArticleData;
  crumbs: Crumb[];
  extraMeta?: ReactNode;
  /** Shown between the header and the body (a material's previews and file details). */
  details?: ReactNode;
}) {
  const sm = useSiteMessages();
  return (
    <PageStack>
      <Breadcrumbs items={crumbs} />
      <Panel as="article">
        <PageHeader
          title={doc.title}
          meta={
            <MetaLine>
              {extraMeta}
              <span>{sm.t('documentUpdated', { date: formatDay(doc.updateTime) })}</span>
              {doc.entitlement && (
                <Tag>
                  {sm.t('documentRequires', { name: sm[entitlementMessageKey(doc.entitlement)] })}
                </Tag>
              )}
            </MetaLine>
          }
        />
        <Divider />
        {details}
        <RichText html={doc.content} />
        {doc.downloadKey && (
          <DownloadBox>
            <span>{sm.documentDownloadHint}</span>
            <DownloadLink href={toHref(paths.download(doc.downloadKey))}>
              <DownloadIcon aria-hidden="true" />
              {sm.documentDownload}
            </DownloadLink>
            <RequiredLevels levels={doc.requiredLevels} />
          </DownloadBox>
        )}
      </Panel>
    </PageStack>
  );
}
