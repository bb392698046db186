import { Readable } from 'node:stream';
import { CSV_BOM, csvLine } from '@dongman/format';
import type { AppContext } from '../../../context.js';
import { badRequest, found, ok } from '../../../lib/errors.js';
import { pageOf } from '../../../lib/paging.js';
import {
  chinaDayStart,
  DAY,
  dayRange,
  iso,
  isoOrNull,
  startOfChinaDay,
} from '../../../lib/time.js';
import { auditBatches, countAudit, pageAudit } from '../../../repositories/audit.js';
import * as batches from '../../../repositories/card-batches.js';
import { activitySince, dashboardTotals } from '../../../repositories/dashboard.js';
import * as reports from '../../../repositories/reports.js';
import { audited, withAudit, staffOf } from '../../../services/audit.js';
import { AUDIT_CSV_HEADER, auditCsvLine, auditEntry } from '../../../services/audit-mappers.js';
import { adminReport } from '../../../services/report-mappers.js';
import { CARD_CSV_HEADER, createBatch, exportBatch } from '../../../services/card-codes.js';
import { auditedMoney } from '../../../services/money-audit.js';
import { listOperations, loadSpec } from '../../../openapi/spec.js';
import type { Handlers } from '../common.js';

const CHART_DAYS = 14;
const CHINA_OFFSET = 8 * 3_600_000;
function dayKey(ms: number): string {
  return new Date(startOfChinaDay(ms) + CHINA_OFFSET).toISOString().slice(0, 10);
}

type BatchRow = Awaited<ReturnType<typeof batches.listBatches>>[number];
const batch = (row: BatchRow) => ({
  id: row.id,
  type: row.type,
  days: row.days,
  levelId: row.level_id ?? null,
  levelName: row.level_name ?? null,
  exportable: Boolean(row.kept),
  count: row.count,
  used: Number(row.used ?? 0),
  expireTime: isoOrNull(row.expire_time),
  note: row.note,
  staffName: row.staff_name,
  createTime: iso(row.create_time),
});

let moneyRoles: string[] | undefined;
/** Whether the role may read orders (x-roles of adminListOrders in the contract the server runs). */
function seesMoney(ctx: AppContext, role: string): boolean {
  moneyRoles ??=
    listOperations(loadSpec(ctx.config.openapiFile)).find(
      (op) => op.operationId === 'adminListOrders',
    )?.roles ?? [];
  return moneyRoles.includes(role);
}

interface AuditQuery {
  staffId?: number;
  staffName?: string;
  objectType?: string;
  objectId?: string;
  startDate?: string;
  endDate?: string;
}

function auditFilter(query: AuditQuery) {
  return {
    staffId: query.staffId,
    staffName: query.staffName?.trim() || undefined,
    objectType: query.objectType?.trim() || undefined,
    objectId: query.objectId?.trim() || undefined,
    range: dayRange(query.startDate, query.endDate),
  };
}

/** Dashboard, audit log, card-code batches and member reports. */
export function adminOperationHandlers(ctx: AppContext): Handlers {
  return {
    async adminDashboard(request) {
      const today = startOfChinaDay(ctx.config.now());
      const from = today - (CHART_DAYS - 1) * DAY;
      const [totals, activity] = await Promise.all([
        dashboardTotals(ctx.db, today),
        activitySince(ctx.db, from),
      ]);
      const days = Array.from({ length: CHART_DAYS }, (_, i) => ({
        date: dayKey(from + i * DAY),
        newMembers: 0,
        orders: 0,
        revenue: 0,
        downloads: 0,
        dubbingJobs: 0,
      }));
      const byDate = new Map(days.map((d) => [d.date, d]));
      const bump = (at: number | null, apply: (day: (typeof days)[number]) => void) => {
        const day = at === null ? undefined : byDate.get(dayKey(at));
        if (day) apply(day);
      };
      for (const r of activity.members) bump(r.at, (d) => (d.newMembers += 1));
      for (const r of activity.orders)
        bump(r.at, (d) => {
          d.orders += 1;
          d.revenue += r.price;
        });
      for (const r of activity.downloads) bump(r.at, (d) => (d.downloads += 1));
      for (const r of activity.dubbingJobs) bump(r.at, (d) => (d.dubbingJobs += 1));
      // Money is for the roles that may read orders (the contract's x-roles of adminListOrders).
      if (seesMoney(ctx, staffOf(request).role)) return ok({ ...totals, days });
      return ok({
        ...totals,
        revenueToday: null,
        ordersToday: null,
        days: days.map((d) => ({ ...d, revenue: null, orders: null })),
      });
    },

    async adminListAudit(request) {
      const query = request.query;
      const filter = auditFilter(query);
      return ok(await pageOf(query, (window) => pageAudit(ctx.db, filter, window), auditEntry));
    },

    async adminExportAudit(request, reply) {
      const query = request.query;
      const filter = auditFilter(query);
      const rows = await countAudit(ctx.db, filter);
      await audited(ctx, request, async () =>
        withAudit(null, 'audit.export', 'csv', null, { filters: { ...query }, rows }),
      );
      const db = ctx.db;
      async function* csv() {
        yield `${CSV_BOM}${csvLine(AUDIT_CSV_HEADER)}`;
        for await (const batch of auditBatches(db, filter)) yield batch.map(auditCsvLine).join('');
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="audit-${dayKey(ctx.config.now())}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(csv()));
    },

    async adminListCardBatches() {
      return ok((await batches.listBatches(ctx.db)).map(batch));
    },

    async adminCreateCardBatch(request) {
      const body = request.body;
      const staff = staffOf(request);
      const expireTime = body.expireDate ? chinaDayStart(body.expireDate) + DAY : null;
      const attempt = {
        action: 'cardBatch.create' as const,
        objectId: 'new',
        request: { ...body },
      };
      return auditedMoney(ctx, request, attempt, async (trx) => {
        const now = ctx.config.now();
        // Codes that expired before anyone could redeem them would be sold for nothing.
        if (expireTime !== null && expireTime <= now)
          throw badRequest('过期日期不能早于今天：这批卡密生成后就无法兑换');
        const note = body.note?.trim() ?? '';
        const made = await createBatch(
          trx,
          {
            type: body.type ?? 'dubbing',
            days: body.days,
            levelId: body.levelId,
            count: body.count,
            expireTime,
            note,
            staffId: staff.id,
          },
          now,
        );
        const created = {
          id: made.id,
          type: body.type ?? 'dubbing',
          days: made.days,
          levelId: made.level?.id ?? null,
          levelName: made.level?.name ?? null,
          exportable: true,
          count: body.count,
          used: 0,
          expireTime: isoOrNull(expireTime),
          note,
          staffName: staff.name,
          createTime: iso(now),
        };
        // The codes themselves are not audited (the audit log is read by every owner's export).
        return withAudit(
          ok({ batch: created, codes: made.codes }, `已生成 ${made.codes.length} 个卡密`),
          'cardBatch.create',
          made.id,
          null,
          {
            type: created.type,
            days: made.days,
            level: created.levelName,
            count: body.count,
            expireTime: created.expireTime,
          },
        );
      });
    },

    async adminExportCardBatch(request, reply) {
      const { batchId } = request.params;
      const { batch, lines } = await exportBatch(ctx, batchId);
      await audited(ctx, request, async () =>
        withAudit(null, 'cardBatch.export', batchId, null, {
          type: batch.type,
          level: batch.level_name ?? null,
          rows: lines.length,
        }),
      );
      // The byte-order mark makes Excel read the file as UTF-8.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="card-codes-${batchId}.csv"`)
        .header('cache-control', 'no-store')
        .send(`${CSV_BOM}${csvLine(CARD_CSV_HEADER)}${lines.join('')}`);
    },

    async adminListReports(request) {
      const query = request.query;
      return ok(
        await pageOf(
          query,
          (window) => reports.pageAllReports(ctx.db, query.status, window),
          adminReport,
        ),
      );
    },

    async adminHandleReport(request) {
      const { reportId } = request.params;
      const { status } = request.body;
      // The author reads the reason on the site, so a rejection without one is refused.
      const reason = status === 'rejected' ? request.body.reason?.trim() || null : null;
      if (status === 'rejected' && !reason) throw badRequest('驳回报告请填写原因（reason）');
      return audited(ctx, request, async (trx) => {
        const before = found(await reports.findReportWithMember(trx, reportId), '报告不存在');
        const now = ctx.config.now();
        await reports.setReportStatus(trx, reportId, { status, reason }, now);
        const after = { ...before, status, review_reason: reason, update_time: now };
        return withAudit(
          ok(
            adminReport(after),
            status === 'approved'
              ? `已通过报告「${before.title}」`
              : `已驳回报告「${before.title}」`,
          ),
          'report.handle',
          reportId,
          { status: before.status, reason: before.review_reason ?? null },
          { status, reason },
        );
      });
    },
  };
}
