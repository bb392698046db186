import { useState } from 'react';
import { DataTable } from '@dongman/ui';
import { Button } from '@dongman/ui';
import { formatDateTime } from '@dongman/format';
import { useApiData } from '@dongman/state';
import { ExportLink } from '../../components/ExportLink';
import { PageTitle } from '../../layout/ConsoleLayout.styles';
import { can } from '../../lib/access';
import { admin, type Schemas } from '../../lib/api';
import { dateTime, downloadCsv } from '../../lib/format';
import { useSession } from '../../lib/session';
import { CardBatchForm } from './CardBatchForm';
import { useCardsT, type CardsT } from './copy';

type Batch = Schemas['AdminCardBatch'];
type Created = Schemas['AdminCardBatchCreated'];

const kindOf = (t: CardsT, b: Batch) =>
  b.type === 'level' ? t('typeOf_level', { level: b.levelName ?? '' }) : t('typeOf_dubbing');

/** The new batch's CSV, in the columns of the server's export (Chinese headers, China time). */
function createdCsv(t: CardsT, { batch, codes }: Created) {
  downloadCsv(`card-codes-${batch.id}.csv`, [
    [
      t('csvCode'),
      t('csvBatch'),
      t('csvType'),
      t('csvDays'),
      t('csvExpires'),
      t('csvStatus'),
      t('csvUsedBy'),
      t('csvUsedAt'),
      t('csvNote'),
      t('csvCreated'),
    ],
    ...codes.map((code) => [
      code,
      String(batch.id),
      kindOf(t, batch),
      String(batch.days),
      batch.expireTime ? formatDateTime(batch.expireTime, true) : t('csvNoExpiry'),
      t('csvUnused'),
      '',
      '',
      batch.note,
      formatDateTime(batch.createTime, true),
    ]),
  ]);
}

/**
 * Card codes (卡密) for dubbing or a level's term: generate a batch (its CSV downloads at once),
 * list batches; an owner exports a batch again from the server (kept encrypted, ADR 0038).
 */
export default function CardCodesPage() {
  const t = useCardsT();
  const { staff } = useSession();
  const mayExport = can(staff?.role, 'adminExportCardBatch');
  const [created, setCreated] = useState<Created | null>(null);
  const { data, reload } = useApiData('card-batches', (signal) =>
    admin.call(admin.raw.GET('/api/admin/card-batches', { signal })),
  );

  const generate = async (body: Schemas['AdminCardBatchRequest']) => {
    const r = await admin.call(admin.raw.POST('/api/admin/card-batches', { body }));
    if (r?.ok) {
      setCreated(r.data);
      createdCsv(t, r.data);
      void reload();
    }
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('keptHint')}</p>
      {created && (
        <p role="status">
          {t('codesReady', { count: created.codes.length })}{' '}
          <Button size="sm" variant="link" onClick={() => createdCsv(t, created)}>
            {t('downloadAgain')}
          </Button>
        </p>
      )}
      <DataTable
        label={t('table')}
        rows={data ?? []}
        rowKey={(b) => b.id}
        toolbar={<CardBatchForm onGenerate={(body) => void generate(body)} />}
        columns={[
          { key: 'id', header: 'ID' },
          { key: 'type', header: t('type'), render: (b) => kindOf(t, b) },
          { key: 'days', header: t('days') },
          { key: 'count', header: t('count') },
          { key: 'used', header: t('used') },
          { key: 'expireTime', header: t('expireDate'), render: (b) => dateTime(b.expireTime) },
          { key: 'note', header: t('note') },
          { key: 'staffName', header: t('createdBy') },
          { key: 'createTime', header: t('time'), render: (b) => dateTime(b.createTime) },
          {
            key: 'exportable',
            header: t('export'),
            render: (b) =>
              !b.exportable ? (
                <span title={t('notExportableHint')}>{t('notExportable')}</span>
              ) : mayExport ? (
                <ExportLink
                  href={`/api/admin/card-batches/${b.id}/export`}
                  download
                  aria-label={t('exportCsvOf', { id: b.id })}
                >
                  {t('exportCsv')}
                </ExportLink>
              ) : (
                t('ownerOnly')
              ),
          },
        ]}
      />
    </>
  );
}
