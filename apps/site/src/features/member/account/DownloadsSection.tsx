import { useCallback } from 'react';
import type { TableColumn } from '@dongman/ui';
import type { DownloadRecord, RangedPageQuery } from '@dongman/api-client';
import { useMaterialsApi } from '../shared/materials';
import { useSiteMessages } from '../../../i18n';
import { formatBytes } from '@dongman/format';
import { formatDateTime } from '../../../lib/dateTime';
import { paths, toHref } from '../../../navigation/paths';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { Code, SectionHead, TextLink } from '../shared/styles';

/** 我的下载: every download, newest first, with the number written into the file name. */
export function DownloadsSection() {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const load = useCallback(
    (query: RangedPageQuery, signal: AbortSignal) =>
      materials.listDownloadHistory({ page: query.page, size: query.size }, { signal }),
    [materials],
  );
  const list = usePagedList(load);
  const columns: TableColumn<DownloadRecord>[] = [
    { key: 'id', header: sm.downloadsColId, nowrap: true, render: (row) => <Code>{row.id}</Code> },
    { key: 'title', header: sm.downloadsColMaterial, render: (row) => row.title },
    {
      key: 'bytes',
      header: sm.downloadsColBytes,
      nowrap: true,
      render: (row) => formatBytes(row.bytes),
    },
    { key: 'ip', header: sm.colIp, nowrap: true, render: (row) => <Code>{row.ip}</Code> },
    {
      key: 'createTime',
      header: sm.colTime,
      nowrap: true,
      render: (row) => formatDateTime(row.createTime, true),
    },
    {
      key: 'again',
      header: sm.colAction,
      nowrap: true,
      // In view on a phone while the rest of the row scrolls.
      stickyEnd: true,
      render: (row) => (
        <TextLink href={toHref(paths.download(row.downloadKey))}>{sm.downloadsAgain}</TextLink>
      ),
    },
  ];
  return (
    // Unnamed: the table's scroll region is the landmark (named like the heading; one is enough).
    <section>
      <SectionHead
        id="downloads-title"
        title={sm.memberTabDownloads}
        description={sm.downloadsIntro}
      />
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        label={sm.memberTabDownloads}
        emptyText={sm.downloadsEmpty}
        minWidth={720}
      />
    </section>
  );
}
