import { useCallback } from 'react';
import { Button, type TableColumn } from '@dongman/ui';
import type { RangedPageQuery, RechargeOrder } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { Code, Stack, SubTitle, Tag } from '../shared/styles';
import { PROVIDER_NAMES, StatusTag } from './names';

/** The member's recharge orders in any state; a pending one can be resumed. */
export function OrdersList({ onResume }: { onResume: (order: RechargeOrder) => void }) {
  const sm = useSiteMessages();
  const api = useApi();
  const load = useCallback(
    (query: RangedPageQuery, signal: AbortSignal) => api.listRechargeOrders(query, { signal }),
    [api],
  );
  const list = usePagedList(load);
  const columns: TableColumn<RechargeOrder>[] = [
    { key: 'orderNo', header: sm.rechargeOrderNo, render: (row) => <Code>{row.orderNo}</Code> },
    {
      key: 'status',
      header: sm.colStatus,
      nowrap: true,
      render: (row) => (
        <>
          <StatusTag status={row.status} t={(key) => sm[key]} />
          {row.latePayment && <Tag $tone="info">{sm.rechargeLatePayment}</Tag>}
        </>
      ),
    },
    {
      key: 'paidAmount',
      header: sm.colPaidAmount,
      align: 'right',
      nowrap: true,
      render: (row) => (row.paidAmount === null ? sm.valueNone : formatYuan(row.paidAmount)),
    },
    {
      key: 'amount',
      header: sm.rechargeCreditAmount,
      align: 'right',
      nowrap: true,
      render: (row) => formatYuan(row.amount),
    },
    {
      key: 'provider',
      header: sm.colProvider,
      nowrap: true,
      render: (row) => sm[PROVIDER_NAMES[row.provider]],
    },
    {
      key: 'createTime',
      header: sm.rechargeCreateTime,
      nowrap: true,
      render: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'action',
      header: sm.colAction,
      nowrap: true,
      render: (row) =>
        row.status === 'pending' ? (
          <Button
            size="sm"
            onClick={() => onResume(row)}
            aria-label={sm.t('rechargeResumeOrder', { orderNo: row.orderNo })}
          >
            {sm.rechargeResume}
          </Button>
        ) : null,
    },
  ];
  return (
    // Unnamed: the table's scroll region is the landmark (named like the heading; one is enough).
    <Stack $gap="md" as="section">
      <SubTitle id="recharge-orders-title">{sm.rechargeOrdersTitle}</SubTitle>
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.orderNo}
        label={sm.rechargeOrdersTitle}
        emptyText={sm.rechargeOrdersEmpty}
        minWidth={760}
      />
    </Stack>
  );
}
