import { AdminCardBatchRequestRules as RULES } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { Button, DataTable } from '@dongman/ui';
import { useT } from '../i18n';
import { PageTitle, QueryForm } from '../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../lib/api';
import { formatDateTime } from '@dongman/format';
import { dateTime, downloadCsv } from '../lib/format';
import { useApiData } from '@dongman/state';
import { fieldRules } from '@dongman/api-client/contract';

type Created = Schemas['AdminCardBatchCreated'];
const DEFAULTS = { days: 30, count: 10 };

/** Dubbing card codes: generate a batch (CSV once, the server keeps only hashes), list batches. */
export default function CardCodesPage() {
  const t = useT();
  const [created, setCreated] = useState<Created | null>(null);
  const { data, reload: load } = useApiData('card-batches', (signal) =>
    admin.call(admin.raw.GET('/api/admin/card-batches', { signal })),
  );
  const batches = data ?? [];

  // Chinese headers and China time, like every console CSV (Excel reads the UTF-8 BOM).
  const csv = (batch: Created) =>
    downloadCsv(`card-codes-${batch.batch.id}.csv`, [
      [t('csvCode'), t('csvBatch'), t('days'), t('csvExpires'), t('note'), t('csvCreated')],
      ...batch.codes.map((code) => [
        code,
        String(batch.batch.id),
        String(batch.batch.days),
        batch.batch.expireTime ? formatDateTime(batch.batch.expireTime, true) : t('csvNoExpiry'),
        batch.batch.note,
        formatDateTime(batch.batch.createTime, true),
      ]),
    ]);

  const generate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expireDate = String(form.get('expireDate') ?? '');
    const r = await admin.call(
      admin.raw.POST('/api/admin/card-batches', {
        body: {
          days: Number(form.get('days')),
          count: Number(form.get('count')),
          note: String(form.get('note') ?? ''),
          ...(expireDate ? { expireDate } : {}),
        },
      }),
    );
    if (r?.ok) {
      setCreated(r.data);
      csv(r.data);
      void load();
    }
  };

  return (
    <>
      <PageTitle>{t('menuCardCodes')}</PageTitle>
      {created && (
        <p role="status">
          {t('codesReady', { count: created.codes.length })}{' '}
          <Button size="sm" variant="link" onClick={() => csv(created)}>
            {t('downloadAgain')}
          </Button>
        </p>
      )}
      <DataTable
        label={t('batchesTable')}
        rows={batches}
        rowKey={(b) => b.id}
        toolbar={
          <QueryForm onSubmit={(e) => void generate(e)} aria-label={t('generate')}>
            {(['days', 'count'] as const).map((name) => (
              <label key={name}>
                {t(name)}
                <input
                  name={name}
                  type="number"
                  min={RULES[name].minimum}
                  max={RULES[name].maximum}
                  defaultValue={DEFAULTS[name]}
                  required
                />
              </label>
            ))}
            <label>
              {t('expireDate')}
              <input name="expireDate" type="date" />
            </label>
            <label>
              {t('note')}
              <input name="note" maxLength={fieldRules.AdminCardBatchRequest.note.maxLength} />
            </label>
            <Button type="submit" variant="primary">
              {t('generate')}
            </Button>
          </QueryForm>
        }
        columns={[
          { key: 'id', header: 'ID' },
          { key: 'days', header: t('days') },
          { key: 'count', header: t('count') },
          { key: 'used', header: t('used') },
          { key: 'expireTime', header: t('expireDate'), render: (b) => dateTime(b.expireTime) },
          { key: 'note', header: t('note') },
          { key: 'staffName', header: t('createdBy') },
          { key: 'createTime', header: t('time'), render: (b) => dateTime(b.createTime) },
        ]}
      />
    </>
  );
}
