import { admin, type Schemas } from '../../lib/api';

export type Run = Schemas['ReconciliationRun'];
export type RunDetail = Schemas['ReconciliationRunDetail'];
export type Difference = Schemas['ReconciliationDifference'];

// Finance's calls for the daily reconciliation (the server checks the role and audits runs).
export const reconciliationApi = {
  latestOf: (date: string, signal?: AbortSignal) =>
    admin.call(
      admin.raw.GET('/api/admin/reconciliations', {
        params: { query: { date, size: 1 } },
        signal,
      }),
    ),
  detail: (runId: number, signal?: AbortSignal) =>
    admin.call(
      admin.raw.GET('/api/admin/reconciliations/{runId}', {
        params: { path: { runId } },
        signal,
      }),
    ),
  run: (date: string) =>
    admin.call(admin.raw.POST('/api/admin/reconciliations', { body: { date } })),
};

/** The CSV of a run's differences (a plain link: the browser downloads it). */
export const exportUrl = (runId: number) => `/api/admin/reconciliations/${runId}/export`;

/** Yesterday in China time: the newest day whose bills exist. */
export function yesterday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}
