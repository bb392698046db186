import { RichText } from '@dongman/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { EntitlementKey, LevelRef } from '@dongman/api-client';
import { Breadcrumbs, PageHeader, PageStack, Panel, type Crumb } from '../../../components/Page';
import { Tag } from '../DocumentGrid';
import { useSiteMessages } from '../../../i18n';
import { entitlementMessageKey } from '../../../lib/entitlement';
import { formatDay } from '../../../lib/formatDay';
import { DownloadBox } from './DownloadBox';

const MetaLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const BottomDownload = styled(DownloadBox)`
  margin-top: ${({ theme }) => theme.space.xl}px;
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
  /** Shown between the header and the body (a material's previews, file details and download). */
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
        {/* A material's details carry the download box at the top; other pages end with it. */}
        {doc.downloadKey && !details && (
          <BottomDownload downloadKey={doc.downloadKey} requiredLevels={doc.requiredLevels} />
        )}
      </Panel>
    </PageStack>
  );
}
