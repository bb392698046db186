import { resolveConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrations.js';
import { findLedgerMismatches } from '../repositories/ledger.js';
import { yuan } from '../lib/money.js';

// `npm run ledger:verify -w @dongman/api`: every balance must equal the sum of its ledger rows
// and the newest row's balance_after. Exits 1 (listing the members) when the books do not hold.
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
} finally {
  await handle.close();
}
