import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { badRequest, found, ok } from '../../../lib/errors.js';
import { pageOf } from '../../../lib/paging.js';
import { startOfChinaDay } from '../../../lib/time.js';
import * as repo from '../../../repositories/reconciliation.js';
import { audited, staffOf, withAudit } from '../../../services/audit.js';
import { reconcileDay, saveReconciliation } from '../../../services/reconciliation.js';
import {
  RECONCILIATION_CSV_HEADER,
  reconciliationCsvLine,
  reconciliationDifference,
  reconciliationRun,
} from '../../../services/reconciliation-mappers.js';
import { csvLine } from '@dongman/format';
import type { Handlers } from '../common.js';

async function runDetail(db: Kysely<Database>, runId: number) {
  const run = found(await repo.findRun(db, runId), '对账记录不存在');
  const differences = await repo.differencesOf(db, runId);
  return { run: reconciliationRun(run), differences: differences.map(reconciliationDifference) };
}

/** Daily reconciliation (对账) for finance: runs, their differences, the CSV. */
export function adminReconciliationHandlers(ctx: AppContext): Handlers {
  return {
    async adminListReconciliations(request) {
      const { date } = request.query;
      return ok(
        await pageOf(
          request.query,
          (window) => repo.pageRuns(ctx.db, date, window),
          reconciliationRun,
        ),
      );
    },

    async adminRunReconciliation(request) {
      const { date } = request.body;
      const today = new Date(startOfChinaDay(ctx.config.now()) + 8 * 3_600_000)
        .toISOString()
        .slice(0, 10);
      if (date >= today) throw badRequest('只能对账今天以前的日期：当天的账单次日才由支付渠道生成');
      const staff = staffOf(request);
      // The bills are fetched first (no transaction is held across a provider call).
      const result = await reconcileDay(ctx, date);
      const runId = await audited(ctx, request, async (trx) => {
        const id = await saveReconciliation(trx, result, {
          source: 'console',
          staff: { id: staff.id, name: staff.name },
        });
        return withAudit(id, 'reconciliation.run', date, null, {
          runId: id,
          differences: result.differences.length,
          providers: result.providers,
        });
      });
      const failed = result.providers.filter((p) => p.error !== null).map((p) => p.provider);
      const message = failed.length
        ? `对账未完成：${failed.join('、')} 的账单未能取得`
        : result.differences.length
          ? `对账完成，发现 ${result.differences.length} 处差异`
          : '对账完成，账目一致';
      return ok(await runDetail(ctx.db, runId), message);
    },

    async adminGetReconciliation(request) {
      return ok(await runDetail(ctx.db, request.params.runId));
    },

    async adminExportReconciliation(request, reply) {
      const { runId } = request.params;
      const run = found(await repo.findRun(ctx.db, runId), '对账记录不存在');
      const differences = await repo.differencesOf(ctx.db, runId);
      await audited(ctx, request, async () =>
        withAudit(null, 'reconciliation.export', runId, null, {
          date: run.bill_date,
          rows: differences.length,
        }),
      );
      // The byte-order mark makes Excel read the file as UTF-8.
      const csv =
        `\ufeff${csvLine(RECONCILIATION_CSV_HEADER)}` +
        differences.map((row) => reconciliationCsvLine(run.bill_date, row)).join('');
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="reconciliation-${run.bill_date}-${runId}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  };
}
