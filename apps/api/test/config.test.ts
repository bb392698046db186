import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, PACKAGE_DIR, resolveConfig } from '../src/config.js';

/** A production environment that passes every rule; each test breaks one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://member.example.com',
  HTTPS: '1',
  ADMIN_ORIGIN: 'https://admin.example.com',
} as const;
const CONSOLE_WARNING = 'ADMIN_ORIGIN / ADMIN_PORT not set';

function problemsOf(env: Record<string, string>): string[] {
  try {
    resolveConfig({}, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('reports every bad variable at once, each by name, instead of the first only', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      UPLOAD_MAX_MB: '-3',
      LOG_SAMPLE_RATE: '2',
      STORAGE: 'ftp',
      TRUST_PROXY: 'maybe',
      CORS_ORIGINS: '*',
      TLS_CERT_FILE: '/tmp/cert.pem',
    });
    expect(problems).toHaveLength(7);
    for (const name of [
      'PORT',
      'UPLOAD_MAX_MB',
      'LOG_SAMPLE_RATE',
      'STORAGE',
      'TRUST_PROXY',
      'CORS_ORIGINS',
      'TLS_KEY_FILE',
    ])
      expect(problems.some((line) => line.includes(name))).toBe(true);
    expect(problems.find((line) => line.startsWith('STORAGE'))).toContain('"ftp"');
  });

  it('keeps every existing variable name and its meaning', () => {
    const config = resolveConfig(
      {},
      {
        DATA_DIR: '/srv/dongman',
        RATE_LIMIT_PER_MINUTE: '120',
        SESSION_TTL_HOURS: '2',
        TRUST_PROXY: 'true',
        S3_FORCE_PATH_STYLE: '0',
        STORAGE: 's3',
        S3_BUCKET: 'b',
        LOG_SAMPLE_RATE: '0.25',
        SEED_DOCUMENTS: '10',
      },
    );
    expect(config.dbFile).toBe('/srv/dongman/site.db');
    expect(config.rateLimitPerMinute).toBe(120);
    expect(config.sessionTtlMs).toBe(2 * 3_600_000);
    expect(config.trustProxy).toBe(true);
    expect(config.storage).toMatchObject({
      kind: 's3',
      s3: { bucket: 'b', forcePathStyle: false },
    });
    expect(config.logSampleRate).toBe(0.25);
    expect(config.seedDocuments).toBe(10);
    expect(config.settings.PORT).toBe(3000);
  });

  it('reads NODE_ENV in any case; prod means production; an unknown value refuses to start', () => {
    for (const value of ['production', 'Production', 'PRODUCTION', 'prod', ' Prod '])
      expect(resolveConfig({}, { ...PRODUCTION, NODE_ENV: value }).production).toBe(true);
    expect(resolveConfig({}, { NODE_ENV: 'Test' }).production).toBe(false);
    expect(resolveConfig({}, {}).production).toBe(false);
    for (const value of ['staging', 'produktion', 'dev'])
      expect(problemsOf({ NODE_ENV: value })).toEqual([
        expect.stringMatching(
          new RegExp(`^NODE_ENV：.*development \\| test \\| production.*"${value}"`),
        ),
      ]);
  });

  it('hashes passwords at scrypt N=16384 unless PASSWORD_HASH_COST says another power of two', () => {
    expect(resolveConfig({}, {}).passwordHashCost).toBe(16384);
    expect(resolveConfig({}, { ...PRODUCTION, PASSWORD_HASH_COST: '32768' }).passwordHashCost).toBe(
      32768,
    );
    expect(problemsOf({ PASSWORD_HASH_COST: '20000' })).toEqual([
      expect.stringMatching(/^PASSWORD_HASH_COST：应为 2 的幂/),
    ]);
  });

  it('a mistyped production runs as production: no sandbox, no admin123456', () => {
    const config = resolveConfig({}, { ...PRODUCTION, NODE_ENV: 'Prod' });
    expect(config.payments.providers).toEqual([]);
    expect(config.adminInitialPassword).toBeNull();
    expect(config.smsProvider).toBe('aliyun');
    expect(config.seedDemo).toBe(false);
  });

  it('production refuses, with the reasons, a half-set environment', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PAYMENT_PROVIDERS: 'sandbox',
      CAPTCHA_TEST_CODE: 'AB12',
      TEST_CLOCK: '1',
      PASSWORD_HASH_COST: '1024',
    });
    expect(problems.map((line) => line.split('：')[0]).sort()).toEqual([
      'CAPTCHA_TEST_CODE',
      'HTTPS',
      'PASSWORD_HASH_COST',
      'PAYMENT_PROVIDERS',
      'PUBLIC_URL',
      'TEST_CLOCK',
    ]);
    expect(problems.join('\n')).toContain('PAYMENT_SANDBOX_IN_PRODUCTION=1');
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://member.example.com' })).toEqual([
      expect.stringContaining('https://'),
    ]);
    // TLS files stand in for HTTPS=1.
    expect(
      problemsOf({ ...PRODUCTION, HTTPS: '', TLS_CERT_FILE: '/c.pem', TLS_KEY_FILE: '/k.pem' }),
    ).toEqual([]);
    expect(problemsOf({ ...PRODUCTION })).toEqual([]);
  });

  it('production allows the sandbox only when asked, and warns about it', () => {
    const config = resolveConfig(
      {},
      { ...PRODUCTION, PAYMENT_PROVIDERS: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: '1' },
    );
    expect(config.payments.providers).toEqual(['sandbox']);
    expect(config.warnings.join('\n')).toContain('sandbox');
  });

  it('warns when production runs on PostgreSQL with local file storage', () => {
    const shared = { ...PRODUCTION, DATABASE_URL: 'postgres://u@db/dongman' };
    expect(resolveConfig({}, shared).warnings).toEqual([
      expect.stringContaining('STORAGE=local with DATABASE_URL'),
    ]);
    expect(resolveConfig({}, { ...shared, STORAGE: 's3', S3_BUCKET: 'b' }).warnings).toEqual([]);
  });

  it('warns when Aliyun SMS has a code template but none for account notices', () => {
    const aliyun = { ...PRODUCTION, SMS_TEMPLATE_CODE: 'SMS_1' };
    expect(resolveConfig({}, aliyun).warnings.join('\n')).toContain('SMS_NOTICE_TEMPLATE_CODE');
    const both = { ...aliyun, SMS_NOTICE_TEMPLATE_CODE: 'SMS_2' };
    expect(resolveConfig({}, both).warnings.join('\n')).not.toContain('SMS_NOTICE');
  });

  it('production without a console origin of its own starts with a warning; development keeps one origin', () => {
    const { ADMIN_ORIGIN: _origin, ...shared } = PRODUCTION;
    expect(resolveConfig({}, shared).warnings).toEqual([expect.stringContaining(CONSOLE_WARNING)]);
    expect(resolveConfig({}, { ...shared, ADMIN_PORT: '4001' }).warnings).toEqual([]);
    expect(resolveConfig({}, PRODUCTION).warnings).toEqual([]);
    const development = resolveConfig({}, {});
    expect(development.warnings).toEqual([]);
    expect([development.adminOrigin, development.adminPort]).toEqual([null, null]);
  });

  it("refuses a console origin that is not one, is the members' origin, or is plain HTTP in production; and ADMIN_PORT equal to PORT", () => {
    expect(problemsOf({ ADMIN_ORIGIN: 'https://admin.example.com/console' })).toEqual([
      expect.stringContaining('ADMIN_ORIGIN'),
    ]);
    expect(problemsOf({ ...PRODUCTION, ADMIN_ORIGIN: 'https://member.example.com/' })).toEqual([
      expect.stringContaining('PUBLIC_URL'),
    ]);
    expect(problemsOf({ ...PRODUCTION, ADMIN_ORIGIN: 'http://admin.example.com' })).toEqual([
      expect.stringContaining('https://'),
    ]);
    expect(problemsOf({ PORT: '3000', ADMIN_PORT: '3000' })).toEqual([
      expect.stringContaining('ADMIN_PORT'),
    ]);
    const config = resolveConfig(
      {},
      { ADMIN_ORIGIN: 'https://Admin.Example.com/', ADMIN_PORT: '3001' },
    );
    expect([config.adminOrigin, config.adminPort]).toEqual(['https://admin.example.com', 3001]);
  });

  it('STAFF_REQUIRE_2FA takes roles: owner and finance in production by default, none in development', () => {
    const roles = (env: Record<string, string>) =>
      resolveConfig({}, env).staffSecurity.require2faRoles;
    expect(roles(PRODUCTION)).toEqual(['owner', 'finance']);
    expect(roles({})).toEqual([]);
    expect(roles({ STAFF_REQUIRE_2FA: '1' })).toEqual(['owner', 'finance']);
    expect(roles({ STAFF_REQUIRE_2FA: 'all' })).toEqual(['owner', 'editor', 'reviewer', 'finance']);
    expect(roles({ ...PRODUCTION, STAFF_REQUIRE_2FA: 'none' })).toEqual([]);
    expect(roles({ STAFF_REQUIRE_2FA: 'reviewer, finance' })).toEqual(['reviewer', 'finance']);
    // A wrong role is one of the listed problems (exit 1 with every reason).
    expect(problemsOf({ STAFF_REQUIRE_2FA: 'owner,boss' })).toEqual([
      expect.stringContaining('STAFF_REQUIRE_2FA'),
    ]);
  });

  it('SEED_DEMO=1 puts the demo into a production database', () => {
    expect(resolveConfig({}, { ...PRODUCTION, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(resolveConfig({}, {}).seedDemo).toBe(true);
  });

  it('the server process refuses to start with every reason and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: PACKAGE_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'PRODUCTION', PORT: 'x', CAPTCHA_TEST_CODE: 'A' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    for (const name of ['PORT', 'PUBLIC_URL', 'HTTPS', 'CAPTCHA_TEST_CODE'])
      expect(result.stderr).toContain(name);
    expect(result.stdout).not.toContain('已启动');
  });
});

describe('npm run doctor', () => {
  it('prints what an env file would run with, hides secrets and lists every problem (exit 1)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doctor-'));
    const file = join(dir, '.env');
    writeFileSync(
      file,
      'NODE_ENV=Prod\nDATABASE_URL=postgres://dongman:hunter2@db/dongman\nS3_SECRET_ACCESS_KEY=hunter3\nPAYMENT_PROVIDERS=sandbox\n',
    );
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/tools/doctor.ts', '--env-file', file],
      { cwd: PACKAGE_DIR, env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/\* DATABASE_URL +postgres:\/\/dongman:\*\*\*@db\/dongman/);
    expect(result.stdout).toMatch(/\* S3_SECRET_ACCESS_KEY +\(set, hidden\)/);
    expect(result.stdout + result.stderr).not.toContain('hunter');
    for (const name of ['PAYMENT_PROVIDERS', 'PUBLIC_URL', 'HTTPS'])
      expect(result.stderr).toContain(`${name}：`);
  });

  it('warns when production has no console origin of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doctor-'));
    const file = join(dir, '.env');
    writeFileSync(file, 'NODE_ENV=production\nPUBLIC_URL=https://member.example.com\nHTTPS=1\n');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/tools/doctor.ts', '--env-file', file],
      { cwd: PACKAGE_DIR, env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/console: +the site's origin \(\/admin\/\)/);
    expect(result.stdout).toContain(`warning: ${CONSOLE_WARNING}`);
  });

  it('says whether video and audio previews can be made (ffmpeg found or not)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doctor-'));
    const file = join(dir, '.env');
    writeFileSync(file, 'FFMPEG_PATH=/nonexistent/ffmpeg\n');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/tools/doctor.ts', '--env-file', file],
      { cwd: PACKAGE_DIR, env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /media: +ffmpeg not found \(FFMPEG_PATH=\/nonexistent\/ffmpeg\) — video and audio materials get no preview/,
    );
  });

  it('finds no problem in deploy/.env.example, a whole production configuration', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/tools/doctor.ts', '--env-file', '../../deploy/.env.example'],
      { cwd: PACKAGE_DIR, env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/mode: +production/);
    expect(result.stdout).toMatch(/storage: +S3 bucket dongman/);
    expect(result.stdout).toMatch(/payments: +wechatpay, alipay/);
    expect(result.stdout).toMatch(/console: +own origin https:\/\/admin\.example\.com$/m);
    expect(result.stdout).not.toContain(CONSOLE_WARNING);
  });
});
