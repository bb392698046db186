import { useCallback } from 'react';
import type { TableColumn } from '@dongman/ui';
import type { ConsumeRecord, RangedPageQuery } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages, type SiteMessageKey } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { SectionHead, Tag } from '../shared/styles';

const TYPES: Record<ConsumeRecord['type'], SiteMessageKey> = {
  levelUpgrade: 'consumeTypeLevelUpgrade',
  dubbing: 'consumeTypeDubbing',
  download: 'consumeTypeDownload',
  refund: 'consumeTypeRefund',
  adjustment: 'consumeTypeAdjustment',
};

/** Money taken from the balance (ledger debits), newest first, paged and filtered by day. */
export function ConsumeRecordsSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const load = useCallback(
    (query: RangedPageQuery, signal: AbortSignal) => api.listConsumeRecords(query, { signal }),
    [api],
  );
  const list = usePagedList(load);
  const columns: TableColumn<ConsumeRecord>[] = [
    {
      key: 'type',
      header: sm.colType,
      nowrap: true,
      render: (row) => <Tag $tone="primary">{sm[TYPES[row.type]]}</Tag>,
    },
    { key: 'description', header: sm.colDescription },
    {
      key: 'amount',
      header: sm.colSpent,
      align: 'right',
      nowrap: true,
      render: (row) => `-${formatYuan(row.amount)}`,
    },
    {
      key: 'balanceAfter',
      header: sm.colBalanceAfter,
      align: 'right',
      nowrap: true,
      render: (row) => formatYuan(row.balanceAfter),
    },
    {
      key: 'createTime',
      header: sm.colTime,
      nowrap: true,
      render: (row) => formatDateTime(row.createTime),
    },
  ];
  return (
    // Unnamed: the table's scroll region is the landmark (named like the heading; one is enough).
    <section>
      <SectionHead id="consume-records-title" title={sm.memberTabConsumeRecords} />
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        label={sm.memberTabConsumeRecords}
        emptyText={sm.consumeRecordsEmpty}
        dateFilter
        minWidth={680}
      />
    </section>
  );
}
