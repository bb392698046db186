import { resolveConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrations.js';
import { findLedgerMismatches } from '../repositories/ledger.js';
import { findRefundMismatches } from '../repositories/refunds.js';
import { yuan } from '../lib/money.js';

// `npm run ledger:verify -w @dongman/api`: every balance must equal the sum of its ledger rows
// and the newest row's balance_after, and every order's refunds must agree with their states
// (each refund debited once, each failed one given back once, the order's refunded amount the
// sum of the refunds that did not fail). Exits 1 (listing what differs) when the books do not
// hold; refunds still waiting for the provider's answer are listed without failing.
// Reads the same database as the server (DATA_DIR's site.db, or DATABASE_URL).

const config = resolveConfig({ payments: { providers: [] } });
const handle = openDatabase({ ...config, poolSize: 1 });
const where = config.databaseUrl ? 'PostgreSQL' : config.dbFile;
try {
  await migrateToLatest(handle);
  const mismatches = await findLedgerMismatches(handle.db);
  const members = await handle.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (mismatches.length === 0) {
    console.log(`账本核对通过：${Number(members.n)} 个账户的余额都等于其账本合计（${where}）`);
  } else {
    console.error(`账本核对失败：${mismatches.length} 个账户的余额与账本不符（${where}）`);
    for (const m of mismatches) {
      console.error(
        `  ${m.name}（#${m.userId}）余额 ${yuan(m.balance)}，账本合计 ${yuan(m.ledgerSum)}，最后一行余额 ${m.lastBalanceAfter === null ? '无' : yuan(m.lastBalanceAfter)}`,
      );
    }
    process.exitCode = 1;
  }
  const refunds = await findRefundMismatches(handle.db);
  if (refunds.mismatches.length === 0) {
    console.log('退款核对通过：每笔退款的扣回、退回与订单已退金额都与其状态一致');
  } else {
    console.error(`退款核对失败：${refunds.mismatches.length} 处与退款状态不符`);
    for (const m of refunds.mismatches) console.error(`  订单 ${m.orderNo}：${m.problem}`);
    process.exitCode = 1;
  }
  if (refunds.open.length > 0) {
    console.log(`尚无最终结果的退款 ${refunds.open.length} 笔（后台会继续向支付渠道查询）：`);
    for (const r of refunds.open)
      console.log(`  ${r.refund_no}（订单 ${r.order_no}）：${r.status}`);
  }
} finally {
  await handle.close();
}
