import { resolveConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrations.js';
import { rotateAppSecret } from './db/secret.js';

// CLI: `npm run rotate-secret -w @dongman/api` (after a build). Replaces the app secret in
// the database ($DATA_DIR/site.db or DATABASE_URL): download links already handed out stop working; running servers pick the
// new secret up within a second. Stored plugin activation codes keep working.

const config = resolveConfig();
const handle = openDatabase({ ...config, poolSize: 1 });
try {
  await migrateToLatest(handle);
  await rotateAppSecret(handle.db);
  const where = config.databaseUrl ? 'PostgreSQL' : config.dbFile;
  console.log(`已更换应用密钥：${where}（此前签发的下载链接均已失效）`);
} finally {
  await handle.close();
}
