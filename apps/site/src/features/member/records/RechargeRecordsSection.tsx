import { useCallback } from 'react';
import type { TableColumn } from '@dongman/ui';
import type { RangedPageQuery, RechargeRecord } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { Code, SectionHead, Tag } from '../shared/styles';
import { PAY_TYPE_NAMES, PROVIDER_NAMES } from '../recharge/names';

/** Credited recharges (ledger credits) with what was paid, newest first, filtered by day. */
export function RechargeRecordsSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const load = useCallback(
    (query: RangedPageQuery, signal: AbortSignal) => api.listRechargeRecords(query, { signal }),
    [api],
  );
  const list = usePagedList(load);
  const columns: TableColumn<RechargeRecord>[] = [
    { key: 'orderNo', header: sm.rechargeOrderNo, render: (row) => <Code>{row.orderNo}</Code> },
    {
      key: 'paidAmount',
      header: sm.colPaidAmount,
      align: 'right',
      nowrap: true,
      render: (row) => formatYuan(row.paidAmount),
    },
    {
      key: 'amount',
      header: sm.rechargeCreditAmount,
      align: 'right',
      nowrap: true,
      render: (row) => `+${formatYuan(row.amount)}`,
    },
    {
      key: 'balanceAfter',
      header: sm.colBalanceAfterRecharge,
      align: 'right',
      nowrap: true,
      render: (row) => formatYuan(row.balanceAfter),
    },
    {
      key: 'payType',
      header: sm.rechargePayType,
      nowrap: true,
      render: (row) => (
        <>
          {sm[PAY_TYPE_NAMES[row.payType]]}（{sm[PROVIDER_NAMES[row.provider]]}）
          {row.latePayment && <Tag $tone="info">{sm.rechargeLatePayment}</Tag>}
        </>
      ),
    },
    {
      key: 'createTime',
      header: sm.rechargePaidTime,
      nowrap: true,
      render: (row) => formatDateTime(row.createTime),
    },
  ];
  return (
    // Unnamed: the table's scroll region is the landmark (named like the heading; one is enough).
    <section>
      <SectionHead id="recharge-records-title" title={sm.memberTabRechargeRecords} />
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        label={sm.memberTabRechargeRecords}
        emptyText={sm.rechargeRecordsEmpty}
        dateFilter
        minWidth={760}
      />
    </section>
  );
}
