import { parseArgs } from 'node:util';
import { formatYuan } from '@dongman/format';
import { resolveConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrations.js';
import { buildPaymentRegistry } from '../payments/registry.js';
import { runReconciliation } from '../services/reconciliation.js';

// `npm run reconcile -w @dongman/api -- --date YYYY-MM-DD`: downloads every enabled provider's
// bill of that China day (PAYMENT_PROVIDERS, with the server's settings), matches it with our
// orders and refunds, stores the run (the console's 对账 page shows it) and prints each
// difference. Without --date: yesterday. Exits 1 when something differs or a bill could not be
// had. Reads the same database as the server (DATA_DIR's site.db, or DATABASE_URL).

const USAGE = '用法：npm run reconcile -w @dongman/api -- --date YYYY-MM-DD';
const KINDS: Record<string, string> = {
  missingOurs: '我方缺失',
  missingProvider: '渠道缺失',
  amount: '金额不符',
  state: '状态不符',
};

function yesterday(now: number): string {
  return new Date(now + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

const { values } = parseArgs({ options: { date: { type: 'string' } } });
const config = resolveConfig();
const date = values.date ?? yesterday(config.now());
if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
  console.error(USAGE);
  process.exit(2);
}
const handle = openDatabase({ ...config, poolSize: 1 });
try {
  await migrateToLatest(handle, config.now());
  const payments = await buildPaymentRegistry(handle.db, config);
  const { runId, result } = await runReconciliation({ db: handle.db, config, payments }, date, {
    source: 'command',
  });
  console.log(`对账 ${date}（第 ${runId} 次）`);
  for (const p of result.providers) {
    const state = p.error
      ? `账单未能取得：${p.error}`
      : `账单 ${p.billLines} 笔，本站 ${p.ourLines} 笔`;
    console.log(`  ${p.provider}：${state}`);
    if (p.error) process.exitCode = 1;
  }
  if (result.differences.length === 0) console.log('账目一致，没有差异');
  else {
    console.log(`差异 ${result.differences.length} 处：`);
    for (const d of result.differences) {
      const amounts = `本站 ${d.our_amount === null ? '无' : formatYuan(Number(d.our_amount))}，渠道 ${d.provider_amount === null ? '无' : formatYuan(Number(d.provider_amount))}`;
      console.log(
        `  [${KINDS[d.kind] ?? d.kind}] ${d.provider} ${d.refund_no ? `退款 ${d.refund_no}（订单 ${d.order_no}）` : `订单 ${d.order_no}`}：${amounts}；状态 本站 ${d.our_state ?? '无'}，渠道 ${d.provider_state ?? '无'}`,
      );
    }
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
