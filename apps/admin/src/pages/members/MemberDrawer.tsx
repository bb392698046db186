import { useState } from 'react';
import { DataTable, Drawer, Tabs, type DataTableProps, type TabItem } from '@dongman/ui';
import { useMembersT } from './copy';
import { useMoneyT } from '../money/copy';
import { can } from '../../lib/access';
import { admin } from '../../lib/api';
import { dateTime, yuan } from '../../lib/format';
import { shownRecord, type RecordDrawerProps } from '../../lib/recordDrawer';
import { useSession } from '../../lib/session';
import { useApiData } from '@dongman/state';
import { MemberDownloads, MemberLedger, MemberOrders } from './MemberHistory';
import { DeviceName, MemberLogs } from './MemberLogs';
import { MemberProfile } from './MemberProfile';

/** A tab that is one table, named as the tab. */
function tableTab<Row>(
  key: string,
  label: string,
  table: Omit<DataTableProps<Row>, 'label'>,
): TabItem {
  return { key, label, content: <DataTable label={label} {...table} /> };
}

/**
 * A member's page: profile (level, balance, actions), orders, ledger, downloads, logs, sessions.
 * Roles without the money lists (reviewer) see the latest recharges and spending instead.
 */
export function MemberDrawer({
  memberId,
  onClose,
  onChanged,
}: { memberId: number | null } & RecordDrawerProps) {
  const t = useMembersT();
  const mt = useMoneyT();
  const { staff } = useSession();
  const mayMoney = can(staff?.role, 'adminListOrders') && can(staff?.role, 'adminListLedger');
  const [tab, setTab] = useState('profile');
  const loaded = useApiData(memberId === null ? null : `member-${memberId}`, (signal) =>
    admin.call(
      admin.raw.GET('/api/admin/members/{memberId}', {
        params: { path: { memberId: memberId ?? 0 } },
        signal,
      }),
    ),
  );
  const { detail, changed } = shownRecord(loaded, (d) => d.member.id === memberId, onChanged);

  const m = detail?.member;
  const money = detail
    ? mayMoney
      ? [
          {
            key: 'orders',
            label: mt('tabOrders'),
            content: <MemberOrders memberId={detail.member.id} onChanged={changed} />,
          },
          {
            key: 'ledger',
            label: mt('tabLedger'),
            content: <MemberLedger memberId={detail.member.id} />,
          },
        ]
      : [
          tableTab('recharges', t('tabRecharges'), {
            rows: detail.recharges,
            rowKey: (r) => r.orderNo,
            columns: [
              { key: 'orderNo', header: mt('orderNo') },
              { key: 'amount', header: t('balance'), render: (r) => yuan(r.amount) },
              { key: 'status', header: t('status'), render: (r) => mt(`state_${r.status}`) },
              { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
            ],
          }),
          tableTab('consumes', t('tabConsumes'), {
            rows: detail.consumes,
            rowKey: (r) => r.id,
            columns: [
              { key: 'description', header: t('content') },
              { key: 'amount', header: t('balance'), render: (r) => yuan(r.amount) },
              { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
            ],
          }),
        ]
    : [];

  return (
    <Drawer
      open={memberId !== null}
      title={t('memberDetail', { name: m?.name ?? '' })}
      onClose={onClose}
      width={760}
    >
      {detail && m && (
        <Tabs
          label={t('memberDetail', { name: m.name })}
          selected={tab}
          onSelect={setTab}
          items={[
            {
              key: 'profile',
              label: t('tabProfile'),
              content: <MemberProfile member={m} onChanged={changed} />,
            },
            ...money,
            {
              key: 'downloads',
              label: mt('tabDownloads'),
              content: <MemberDownloads memberId={m.id} />,
            },
            {
              key: 'logs',
              label: t('tabLogs'),
              content: <MemberLogs logs={detail.logs} />,
            },
            tableTab('sessions', t('tabSessions'), {
              rows: detail.sessions,
              rowKey: (r) => r.createdAt + r.ip,
              columns: [
                { key: 'device', header: t('device'), render: (r) => <DeviceName row={r} /> },
                { key: 'ip', header: 'IP' },
                { key: 'createdAt', header: t('time'), render: (r) => dateTime(r.createdAt) },
              ],
            }),
          ]}
        />
      )}
    </Drawer>
  );
}
