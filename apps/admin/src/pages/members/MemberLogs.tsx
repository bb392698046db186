import { DataTable, useUI } from '@dongman/ui';
import { memberLogActionName } from '@dongman/format';
import { useMembersT } from './copy';
import type { Schemas } from '../../lib/api';
import { dateTime } from '../../lib/format';

type Device = { device: string | null; userAgent: string | null };

/** The device as the server read it from the user agent; the raw agent stays on hover. */
export function DeviceName({ row }: { row: Device }) {
  const t = useMembersT();
  return <span title={row.userAgent ?? undefined}>{row.device ?? t('unknownDevice')}</span>;
}

/**
 * A member's latest account-log entries (登录, 退出登录, 修改密码, 注册), each action named in the
 * console's language from the one list the site's 账号日志 reads too (@dongman/format).
 */
export function MemberLogs({ logs }: { logs: Schemas['UserLog'][] }) {
  const t = useMembersT();
  const { locale } = useUI();
  return (
    <DataTable
      label={t('tabLogs')}
      rows={logs}
      rowKey={(r) => r.id}
      columns={[
        {
          key: 'action',
          header: t('action'),
          render: (r) => memberLogActionName(r.action, locale),
        },
        { key: 'device', header: t('device'), render: (r) => <DeviceName row={r} /> },
        { key: 'ip', header: 'IP' },
        { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
      ]}
    />
  );
}
