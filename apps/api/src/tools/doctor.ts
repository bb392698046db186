import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { ConfigError, resolveConfig, type AppConfig } from '../config.js';
import { readSettings, SETTINGS, type Setting, type SettingName } from '../settings.js';
import { ffmpegVersion } from '../services/media-previews.js';

// `npm run doctor [-- --env-file deploy/.env]`: what this environment (the process's, or the
// file's over it) would run with, and every problem, without starting anything. Exit 1 when the
// server would refuse to start.

const USAGE = 'usage: npm run doctor -- [--env-file FILE]';

function environment(): Record<string, string | undefined> {
  const { values } = parseArgs({ options: { 'env-file': { type: 'string' } } });
  const file = values['env-file'];
  if (!file) return process.env;
  if (!existsSync(file)) throw new Error(`${file}: no such file\n${USAGE}`);
  return { ...process.env, ...parseEnv(readFileSync(file, 'utf8')) };
}

function shown(name: SettingName, value: unknown): string {
  const setting: Setting<unknown> = SETTINGS[name];
  if (value === undefined) return '(not set)';
  // Where a database is matters; its password does not belong in a terminal's scrollback.
  if (name === 'DATABASE_URL' || name === 'REDIS_URL')
    return String(value).replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
  if (setting.secret) return '(set, hidden)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function consoleOrigin(config: AppConfig): string {
  const { adminOrigin, adminPort } = config;
  if (adminOrigin === null && adminPort === null) return "the site's origin (/admin/)";
  const port = adminPort === null ? '' : ` on port ${adminPort}`;
  return `own origin ${adminOrigin ?? '(the host the proxy sends)'}${port}`;
}

function summary(config: AppConfig): string[] {
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.dbFile}`;
  const site = config.siteDist && existsSync(join(config.siteDist, 'index.html'));
  const admin = config.adminDist && existsSync(join(config.adminDist, 'index.html'));
  return [
    `mode:      ${config.production ? 'production' : config.settings.NODE_ENV}`,
    `database:  ${where}${config.redisUrl ? ', rate limits in Redis' : ''}`,
    `storage:   ${config.storage.kind === 's3' ? `S3 bucket ${config.storage.s3.bucket}` : config.storage.root}`,
    `payments:  ${config.payments.providers.join(', ') || 'none (recharge unavailable)'}`,
    `SMS:       ${config.smsProvider}`,
    `demo data: ${config.seedDemo ? 'seeded into a new database' : 'none (no account is created but the first owner)'}`,
    `site:      ${site ? config.siteDist : 'not built (API only)'}; console: ${admin ? config.adminDist : 'not built'}`,
    `console:   ${consoleOrigin(config)}`,
  ];
}

let env: Record<string, string | undefined>;
try {
  env = environment();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { settings, given } = readSettings(env);
console.log('Settings (* = set by the environment):');
for (const name of Object.keys(SETTINGS) as SettingName[]) {
  const mark = given.has(name) ? '*' : ' ';
  console.log(`  ${mark} ${name.padEnd(40)} ${shown(name, settings[name])}`);
}
try {
  const config = resolveConfig({}, env);
  console.log(`\n${summary(config).join('\n')}`);
  const ffmpeg = await ffmpegVersion(config);
  console.log(
    ffmpeg
      ? `media:     ${ffmpeg} — video and audio materials get a preview`
      : `media:     ffmpeg not found (FFMPEG_PATH=${config.media.ffmpegPath}) — video and audio materials get no preview until it is installed: apt-get install ffmpeg`,
  );
  for (const warning of config.warnings) console.log(`\nwarning: ${warning}`);
  console.log('\nNo problem: the server would start with this configuration.');
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}`);
  process.exitCode = 1;
}
