import { useCallback } from 'react';
import { styled } from 'styled-components';
import type { TableColumn } from '@dongman/ui';
import type { RangedPageQuery, UserLog } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages, type SiteMessageKey } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { Code, SectionHead, Tag, type Tone } from '../shared/styles';

const ACTIONS: Record<UserLog['action'], { key: SiteMessageKey; tone: Tone }> = {
  login: { key: 'logActionLogin', tone: 'success' },
  logout: { key: 'logActionLogout', tone: 'neutral' },
  passwordUpdate: { key: 'logActionPasswordUpdate', tone: 'warning' },
  register: { key: 'logActionRegister', tone: 'primary' },
};

const Device = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** The account log (logins, logouts, password changes), newest first, paged and filtered by day. */
export function LogSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const load = useCallback(
    (query: RangedPageQuery, signal: AbortSignal) => api.listUserLogs(query, { signal }),
    [api],
  );
  const list = usePagedList(load);
  const columns: TableColumn<UserLog>[] = [
    {
      key: 'action',
      header: sm.colAction,
      nowrap: true,
      render: (row) => {
        const action = ACTIONS[row.action];
        return action ? <Tag $tone={action.tone}>{sm[action.key]}</Tag> : row.action;
      },
    },
    { key: 'ip', header: sm.colIp, nowrap: true, render: (row) => <Code>{row.ip}</Code> },
    {
      key: 'device',
      header: sm.colUserAgent,
      nowrap: true,
      // The server names the device ("Chrome 120 · Windows"); the raw agent stays on hover.
      render: (row) => (
        <Device title={row.userAgent ?? undefined}>{row.device ?? sm.logDeviceUnknown}</Device>
      ),
    },
    {
      key: 'createTime',
      header: sm.colTime,
      nowrap: true,
      render: (row) => formatDateTime(row.createTime, true),
    },
  ];
  return (
    // Unnamed: the table's scroll region is the landmark (named like the heading; one is enough).
    <section>
      <SectionHead id="log-title" title={sm.memberTabLog} description={sm.logIntro} />
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        label={sm.memberTabLog}
        emptyText={sm.logEmpty}
        dateFilter
        minWidth={680}
      />
    </section>
  );
}
