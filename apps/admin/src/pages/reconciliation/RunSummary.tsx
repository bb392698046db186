import { Tag } from '@dongman/ui';
import { dateTime } from '../../lib/format';
import { useReconciliationT } from './copy';
import { Summary } from './ReconciliationPage.styles';
import type { Run } from './reconciliationApi';

/** What a run covered: its state, who started it, each provider's bill (or why it is missing). */
export function RunSummary({ run }: { run: Run }) {
  const t = useReconciliationT();
  const who = run.staffName ?? t(`source_${run.source}`);
  return (
    <Summary aria-label={t('runOf', { date: run.date, id: run.id })}>
      <h2>
        {t('runOf', { date: run.date, id: run.id })}{' '}
        <Tag $tone={run.status === 'succeeded' ? 'success' : 'danger'}>
          {t(`status_${run.status}`)}
        </Tag>
      </h2>
      <div>
        {t('startedBy', { who })} · {t('finishTime')} {dateTime(run.finishTime)}
      </div>
      <ul>
        {run.providers.map((p) => (
          <li key={p.provider}>
            {p.error
              ? t('providerError', { provider: t(`provider_${p.provider}`), error: p.error })
              : t('providerLine', {
                  provider: t(`provider_${p.provider}`),
                  bill: p.billLines,
                  ours: p.ourLines,
                })}
          </li>
        ))}
      </ul>
    </Summary>
  );
}
