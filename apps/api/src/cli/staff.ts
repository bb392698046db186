import { parseArgs } from 'node:util';
import { IN_RELEASE, resolveConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrations.js';
import type { StaffRole } from '../db/schema.js';
import { createStaff, STAFF_ROLES } from '../services/staff-auth.js';

const USAGE = `用法：npm run staff${IN_RELEASE ? '' : ' -w @dongman/api'} -- create 账号 --role owner|editor|reviewer|finance [--password 密码]
不给 --password 时生成一个随机密码并显示一次。`;

/** `npm run staff -w @dongman/api -- create NAME --role ROLE`: adds a console account. */
async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, password: { type: 'string' } },
  });
  const [command, name] = positionals;
  const role = values.role as StaffRole | undefined;
  if (command !== 'create' || !name || !role || !STAFF_ROLES.includes(role)) {
    console.error(USAGE);
    return 2;
  }
  const config = resolveConfig();
  const handle = openDatabase({ ...config, poolSize: 1 });
  try {
    await migrateToLatest(handle, config.now());
    const { password } = await createStaff(
      { db: handle.db, config },
      { name, role, password: values.password },
    );
    console.log(`已创建后台账号 ${name}（${role}）`);
    if (!values.password) console.log(`初始密码：${password}`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
