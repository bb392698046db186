import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED_DOCUMENTS } from './seed/index.js';

/** apps/api, whether running from src/ (tests, tsx) or dist/ (built server). */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(PACKAGE_DIR, '../..');

export interface LoginLimits {
  /** Failed logins per account within the window before 429. */
  perAccount: number;
  /** Failed logins per client address within the window before 429. */
  perAddress: number;
  windowMs: number;
}

export interface AppConfig {
  /** SQLite file; ':memory:' works for throwaway instances. */
  dbFile: string;
  seedDocuments: number;
  /** Fixes every captcha answer for automated tests; never honoured in production. */
  captchaTestCode: string | null;
  production: boolean;
  /** Built site to serve at `/`; null or a missing directory serves the API alone. */
  siteDist: string | null;
  /** Adds Secure to cookies and HSTS; set when the site is served over HTTPS. */
  https: boolean;
  trustProxy: boolean;
  openapiFile: string;
  sessionTtlMs: number;
  loginLimits: LoginLimits;
  /** Requests per minute per address over the whole API. */
  rateLimitPerMinute: number;
  /** Captcha images per minute per address. */
  captchaPerMinute: number;
  /** Registrations per hour per address. */
  registerPerHour: number;
  dubbingDailyLimit: number;
  logLevel: string;
  /** Clock, replaceable in tests (captcha and dubbing expiry). */
  now: () => number;
}

export type AppOptions = Partial<AppConfig> & {
  /** Directory for site.db when dbFile is not given. */
  dataDir?: string;
};

type Env = Record<string, string | undefined>;

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`环境变量的值必须是非负整数：${value}`);
  }
  return parsed;
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

/** Options win over environment variables, which win over defaults. */
export function resolveConfig(options: AppOptions = {}, env: Env = process.env): AppConfig {
  const production = options.production ?? env.NODE_ENV === 'production';
  const dataDir = resolve(options.dataDir ?? env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  const testCode = options.captchaTestCode ?? env.CAPTCHA_TEST_CODE ?? null;
  const siteDist =
    options.siteDist !== undefined
      ? options.siteDist
      : resolve(env.SITE_DIST ?? join(REPO_ROOT, 'apps/site/dist'));
  return {
    dbFile: options.dbFile ?? join(dataDir, 'site.db'),
    seedDocuments: options.seedDocuments ?? intFrom(env.SEED_DOCUMENTS, DEFAULT_SEED_DOCUMENTS),
    captchaTestCode: production || !testCode ? null : testCode.toUpperCase(),
    production,
    siteDist,
    https: options.https ?? flag(env.HTTPS),
    trustProxy: options.trustProxy ?? flag(env.TRUST_PROXY),
    openapiFile:
      options.openapiFile ?? resolve(env.OPENAPI_FILE ?? join(REPO_ROOT, 'openapi.yaml')),
    sessionTtlMs: options.sessionTtlMs ?? intFrom(env.SESSION_TTL_HOURS, 24 * 7) * 3_600_000,
    loginLimits: options.loginLimits ?? {
      perAccount: intFrom(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5),
      perAddress: intFrom(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 20),
      windowMs: 15 * 60_000,
    },
    rateLimitPerMinute: options.rateLimitPerMinute ?? intFrom(env.RATE_LIMIT_PER_MINUTE, 600),
    captchaPerMinute: options.captchaPerMinute ?? intFrom(env.CAPTCHA_PER_MINUTE, 60),
    registerPerHour: options.registerPerHour ?? intFrom(env.REGISTER_PER_HOUR, 30),
    dubbingDailyLimit: options.dubbingDailyLimit ?? intFrom(env.DUBBING_DAILY_LIMIT, 20),
    logLevel: options.logLevel ?? env.LOG_LEVEL ?? 'info',
    now: options.now ?? Date.now,
  };
}

export function siteAvailable(config: AppConfig): boolean {
  return config.siteDist !== null && existsSync(join(config.siteDist, 'index.html'));
}
