import { resolveConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrations.js';
import { rotateSecretKeepingCodes } from './services/card-codes.js';

// CLI: `npm run rotate-secret -w @dongman/api` (after a build). Replaces the app secret in
// the database ($DATA_DIR/site.db or DATABASE_URL): download links already handed out stop working; running servers pick the
// new secret up within a second. Stored plugin activation codes keep working, and the card codes
// kept for export are sealed again under the new secret in the same transaction (ADR 0038).

const config = resolveConfig();
const handle = openDatabase({ ...config, poolSize: 1 });
try {
  await migrateToLatest(handle);
  const { resealed, unreadable } = await rotateSecretKeepingCodes(handle.db);
  const where = config.databaseUrl ? 'PostgreSQL' : config.dbFile;
  console.log(`已更换应用密钥：${where}（此前签发的下载链接均已失效）`);
  console.log(`已用新密钥重新加密 ${resealed} 个卡密，卡密批次仍可再次导出`);
  if (unreadable > 0) console.log(`另有 ${unreadable} 个卡密并非由原密钥加密，无法重新加密`);
} finally {
  await handle.close();
}
