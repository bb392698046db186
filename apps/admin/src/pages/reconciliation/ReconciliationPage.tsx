import { useState, type FormEvent } from 'react';
import type { ApiResult } from '@dongman/api-client';
import { useApiData } from '@dongman/state';
import { Button, message } from '@dongman/ui';
import { SearchButton } from '../../components/QueryFields';
import { PageTitle, QueryForm } from '../../layout/ConsoleLayout.styles';
import { useReconciliationT } from './copy';
import { DifferencesTable } from './DifferencesTable';
import { ExportLink } from '../../components/ExportLink';
import { Hint } from './ReconciliationPage.styles';
import { exportUrl, reconciliationApi, yesterday, type RunDetail } from './reconciliationApi';
import { RunSummary } from './RunSummary';

/** A day's latest run with its differences (null: the day has not been reconciled). */
async function latestRun(
  date: string,
  signal: AbortSignal,
): Promise<ApiResult<RunDetail | null> | undefined> {
  const runs = await reconciliationApi.latestOf(date, signal);
  if (!runs?.ok) return runs;
  const newest = runs.data.list[0];
  if (!newest) return { ok: true, code: 200, message: '', data: null };
  return reconciliationApi.detail(newest.id, signal);
}

/**
 * 对账 (finance, owner): pick a day, see its latest reconciliation run and every difference
 * between the providers' bills and our books; run it (again), export the differences as CSV.
 */
export default function ReconciliationPage() {
  const t = useReconciliationT();
  const latest = yesterday();
  const [date, setDate] = useState(latest);
  const [ran, setRan] = useState<RunDetail | null>(null);
  const [running, setRunning] = useState(false);
  const { data, loading } = useApiData(`reconciliation-${date}`, (signal) =>
    latestRun(date, signal),
  );
  const shown = ran?.run.date === date ? ran : data;

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = String(new FormData(event.currentTarget).get('date') ?? '');
    if (picked) setDate(picked);
  };
  const run = async () => {
    setRunning(true);
    const result = await reconciliationApi.run(date);
    setRunning(false);
    if (!result?.ok) return;
    setRan(result.data);
    if (result.data.run.status === 'succeeded') message.success(result.message);
    else message.error(result.message);
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <QueryForm onSubmit={show} role="search" aria-label={t('form')}>
        <label>
          {t('date')}
          <input type="date" name="date" defaultValue={date} max={latest} required />
        </label>
        <SearchButton primary={false} />
        <Button variant="primary" onClick={() => void run()} disabled={running}>
          {shown ? t('rerun') : t('run')}
        </Button>
        <Hint aria-live="polite">{running ? t('running') : t('dateHint')}</Hint>
      </QueryForm>
      {shown ? (
        <>
          <RunSummary run={shown.run} />
          <DifferencesTable
            rows={shown.differences}
            loading={loading || running}
            toolbar={
              <ExportLink href={exportUrl(shown.run.id)} download>
                {t('exportCsv')}
              </ExportLink>
            }
          />
        </>
      ) : (
        !loading && <p>{t('noRun', { date })}</p>
      )}
    </>
  );
}
