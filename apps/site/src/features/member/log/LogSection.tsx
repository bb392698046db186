import { useCallback } from 'react';
import { styled } from 'styled-components';
import type { TableColumn } from '@dongman/ui';
import { useMessages } from '@dongman/ui/shell';
import { memberLogActionName } from '@dongman/format';
import type { RangedPageQuery, UserLog } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { Code, SectionHead, Tag, type Tone } from '../shared/styles';

// Each action's tone; its name comes from the one list the console reads too (@dongman/format).
const TONES: Record<UserLog['action'], Tone> = {
  login: 'success',
  logout: 'neutral',
  passwordUpdate: 'warning',
  register: 'primary',
};

const Device = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** The account log (logins, logouts, password changes), newest first, paged and filtered by day. */
export function LogSection() {
  const sm = useSiteMessages();
  const { locale } = useMessages();
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
        const tone = TONES[row.action];
        const name = memberLogActionName(row.action, locale);
        return tone ? <Tag $tone={tone}>{name}</Tag> : name;
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
