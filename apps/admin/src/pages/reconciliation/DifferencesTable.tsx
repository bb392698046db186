import { useMemo } from 'react';
import { DataTable, Tag, type DataTableColumn } from '@dongman/ui';
import { dateTime, yuan } from '../../lib/format';
import { useReconciliationT, type ReconciliationKey } from './copy';
import type { Difference } from './reconciliationApi';

const KIND_TONES = {
  missingOurs: 'danger',
  missingProvider: 'danger',
  amount: 'warning',
  state: 'warning',
} as const;

/** A run's differences with Chinese labels and ¥ amounts; `toolbar` holds the export link. */
export function DifferencesTable({
  rows,
  loading,
  toolbar,
}: {
  rows: readonly Difference[];
  loading: boolean;
  toolbar?: React.ReactNode;
}) {
  const t = useReconciliationT();
  const columns = useMemo<DataTableColumn<Difference>[]>(() => {
    const none = t('none');
    const money = (cents: number | null) => (cents === null ? none : yuan(cents));
    const state = (value: string | null) => {
      if (value === null) return none;
      const key = `state_${value}` as ReconciliationKey;
      return key in STATE_KEYS ? t(key) : value;
    };
    return [
      { key: 'provider', header: t('provider'), render: (r) => t(`provider_${r.provider}`) },
      {
        key: 'kind',
        header: t('kind'),
        render: (r) => <Tag $tone={KIND_TONES[r.kind]}>{t(`kind_${r.kind}`)}</Tag>,
      },
      { key: 'record', header: t('record'), render: (r) => t(`record_${r.record}`) },
      { key: 'orderNo', header: t('orderNo') },
      { key: 'refundNo', header: t('refundNo'), render: (r) => r.refundNo ?? none },
      {
        key: 'providerTradeNo',
        header: t('providerTradeNo'),
        render: (r) => r.providerTradeNo ?? none,
      },
      {
        key: 'ourAmount',
        header: t('ourAmount'),
        align: 'right',
        render: (r) => money(r.ourAmount),
      },
      {
        key: 'providerAmount',
        header: t('providerAmount'),
        align: 'right',
        render: (r) => money(r.providerAmount),
      },
      { key: 'ourState', header: t('ourState'), render: (r) => state(r.ourState) },
      { key: 'providerState', header: t('providerState'), render: (r) => r.providerState ?? none },
      { key: 'time', header: t('time'), render: (r) => (r.time ? dateTime(r.time) : none) },
    ];
  }, [t]);
  return (
    <DataTable
      label={t('differences')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      toolbar={toolbar}
      empty={t('noDifferences')}
    />
  );
}

/** Our order and refund states the copy names. */
const STATE_KEYS: Record<string, true> = {
  state_pending: true,
  state_paid: true,
  state_closed: true,
  state_refunded: true,
  state_requested: true,
  state_processing: true,
  state_succeeded: true,
  state_failed: true,
  state_unknown: true,
};
