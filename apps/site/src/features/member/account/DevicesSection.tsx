import { useState } from 'react';
import { Button, message, Table, type TableColumn, AsyncContent, Skeleton } from '@dongman/ui';
import type { SessionInfo } from '@dongman/api-client';
import { useMaterialsApi } from '../shared/materials';
import { useApiData } from '@dongman/state';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { Code, SectionHead, Tag } from '../shared/styles';

/** Signed-in devices, with "sign out the others". */
export function DevicesSection() {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const { state, reload: retry } = useApiData(`sessions-${version}`, async (signal) => ({
    ok: true as const,
    code: 200 as const,
    message: '',
    data: await materials.listSessions({ signal }),
  }));
  const signOutOthers = async () => {
    setBusy(true);
    const result = await materials.logoutOtherSessions();
    setBusy(false);
    if (!result?.ok) return;
    message.success(sm.t('devicesSignedOut', { count: result.data.ended }));
    setVersion((v) => v + 1);
  };
  const columns: TableColumn<SessionInfo>[] = [
    {
      key: 'device',
      header: sm.devicesColDevice,
      render: (row) => (
        <>
          {row.device} {row.current && <Tag $tone="success">{sm.devicesCurrent}</Tag>}
        </>
      ),
    },
    { key: 'ip', header: sm.colIp, nowrap: true, render: (row) => <Code>{row.ip}</Code> },
    {
      key: 'lastSeen',
      header: sm.devicesColLastSeen,
      nowrap: true,
      render: (row) => formatDateTime(row.lastSeenTime, true),
    },
    {
      key: 'created',
      header: sm.devicesColSignedIn,
      nowrap: true,
      render: (row) => formatDateTime(row.createTime, true),
    },
  ];
  const others = state.status === 'ready' && state.data.some((s) => !s.current);
  return (
    // Unnamed: the table's scroll region is the landmark (named like the heading; one is enough).
    <section>
      <SectionHead
        id="devices-title"
        title={sm.memberTabDevices}
        description={sm.devicesIntro}
        actions={
          <Button onClick={signOutOthers} loading={busy} disabled={!others}>
            {sm.devicesSignOutOthers}
          </Button>
        }
      />
      <AsyncContent
        state={state}
        loading={<Skeleton lines={3} />}
        notFoundTitle={sm.devicesEmpty}
        onRetry={retry}
      >
        {(rows) => (
          <Table
            columns={columns}
            rows={rows}
            rowKey={(row) => row.index}
            label={sm.memberTabDevices}
            minWidth={560}
            empty={sm.devicesEmpty}
          />
        )}
      </AsyncContent>
    </section>
  );
}
