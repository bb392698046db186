import { useCallback } from 'react';
import type { TableColumn } from '@dongman/ui';
import type { RechargeOrder, RangedPageQuery } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { Code, SectionHead, Tag } from '../shared/styles';

/** Recharge orders, newest first, paged and filtered by day. */
export function RechargeRecordsSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const load = useCallback(
    (query: RangedPageQuery, signal: AbortSignal) => api.listRechargeRecords(query, { signal }),
    [api],
  );
  const list = usePagedList(load);
  const columns: TableColumn<RechargeOrder>[] = [
    { key: 'orderNo', header: sm.rechargeOrderNo, render: (row) => <Code>{row.orderNo}</Code> },
    {
      key: 'amount',
      header: sm.rechargeCreditAmount,
      align: 'right',
      nowrap: true,
      render: (row) => formatYuan(row.amount),
    },
    {
      key: 'payType',
      header: sm.rechargePayType,
      nowrap: true,
      render: (row) => (row.payType === 'wechat' ? sm.payTypeWechat : sm.payTypeAlipay),
    },
    {
      key: 'status',
      header: sm.colStatus,
      nowrap: true,
      render: (row) =>
        row.status === 'paid' ? (
          <Tag $tone="success">{sm.rechargeStatusPaid}</Tag>
        ) : (
          <Tag $tone="warning">{sm.rechargeStatusPending}</Tag>
        ),
    },
    {
      key: 'createTime',
      header: sm.rechargeCreateTime,
      nowrap: true,
      render: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'paidTime',
      header: sm.rechargePaidTime,
      nowrap: true,
      render: (row) => formatDateTime(row.paidTime) || sm.valueNone,
    },
  ];
  return (
    <section aria-labelledby="recharge-records-title">
      <SectionHead id="recharge-records-title" title={sm.memberTabRechargeRecords} />
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.orderNo}
        label={sm.memberTabRechargeRecords}
        emptyText={sm.rechargeRecordsEmpty}
        dateFilter
        minWidth={720}
      />
    </section>
  );
}
