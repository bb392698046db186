import { useApiData } from '@dongman/state';
import { admin, type Schemas } from '../../lib/api';

export type Report = Schemas['AdminReport'];
export type ReportStatus = Schemas['ReportStatus'];
export interface ReportQuery {
  status?: ReportStatus;
  page: number;
}

/** One page of reports for the query; `reload` after a review. */
export function useReports(query: ReportQuery) {
  return useApiData(`reports-${JSON.stringify(query)}`, (signal) =>
    admin.call(admin.raw.GET('/api/admin/reports', { params: { query }, signal })),
  );
}

/** Approve, or reject with the reason its author will read; the reviewed report, or null. */
export async function reviewReport(
  report: Report,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  const result = await admin.call(
    admin.raw.POST('/api/admin/reports/{reportId}/handle', {
      params: { path: { reportId: report.id } },
      body: decision,
    }),
  );
  return result?.ok ? result.data : null;
}
