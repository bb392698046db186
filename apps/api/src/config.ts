import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testClockNow } from './lib/test-clock.js';
import { DEFAULT_SEED_DOCUMENTS } from './seed/index.js';
import type { S3Settings } from './storage/s3.js';

/** apps/api, whether running from src/ (tests, tsx) or dist/ (built server). */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(PACKAGE_DIR, '../..');

export interface LoginLimits {
  /** Failed logins for one account from one address within the window before 429. */
  perAccountAddress: number;
  /** Failed logins from one address (any accounts) within the window before 429. */
  perAddress: number;
  /** Failed logins on an account (any address) after which attempts are spaced out. */
  slowdownAfter: number;
  /** Longest wait between attempts on a slowed-down account. */
  maxDelayMs: number;
  windowMs: number;
}

export type PaymentProviderName = 'wechatpay' | 'alipay' | 'sandbox';
const PROVIDER_NAMES: readonly PaymentProviderName[] = ['wechatpay', 'alipay', 'sandbox'];

/** Payment settings; key and certificate contents are read from these paths at start. */
export interface PaymentConfig {
  /** Enabled providers, in order of preference for a pay type. */
  providers: PaymentProviderName[];
  /** A pending order closes after this long. */
  orderTtlMs: number;
  /** https://example.com — base of the notification URLs given to providers; else the request's. */
  publicUrl: string | null;
  wechatpay: {
    appId: string;
    mchId: string;
    merchantSerial: string;
    privateKeyFile: string;
    platformKeyId: string;
    platformKeyFile: string;
    apiV3KeyFile: string;
  };
  alipay: {
    appId: string;
    privateKeyFile: string;
    publicKeyFile: string;
    gateway: string | null;
  };
}

export type CaptchaProviderConfig =
  | { kind: 'builtin' }
  | {
      kind: 'geetest';
      captchaId: string;
      captchaKey: string;
      /** GeeTest's server (tests point it at a stub). */
      apiServer: string;
      timeoutMs: number;
      /** Let logins through when GeeTest cannot be reached (GeeTest's own advice); else 402. */
      failOpen: boolean;
    };

function captchaProviderFrom(env: Env): CaptchaProviderConfig {
  const kind = (env.CAPTCHA_PROVIDER ?? 'builtin').trim() || 'builtin';
  if (kind === 'builtin') return { kind };
  if (kind !== 'geetest') throw new Error(`CAPTCHA_PROVIDER 只能是 builtin 或 geetest：${kind}`);
  const captchaId = env.GEETEST_CAPTCHA_ID?.trim() ?? '';
  const captchaKey = env.GEETEST_CAPTCHA_KEY?.trim() ?? '';
  if (!/^[0-9a-f]{32}$/i.test(captchaId) || !captchaKey)
    throw new Error(
      'CAPTCHA_PROVIDER=geetest 需要 GEETEST_CAPTCHA_ID（32位）和 GEETEST_CAPTCHA_KEY',
    );
  return {
    kind,
    captchaId,
    captchaKey,
    apiServer: (env.GEETEST_API_SERVER ?? 'https://gcaptcha4.geetest.com').replace(/\/+$/, ''),
    timeoutMs: intFrom(env.CAPTCHA_TIMEOUT_MS, 5000),
    failOpen: env.CAPTCHA_FAIL_OPEN === '1',
  };
}

export interface AppConfig {
  /** SQLite file; ':memory:' works for throwaway instances. Unused when databaseUrl is set. */
  dbFile: string;
  /** DATA_DIR: the database's directory and the files kept beside it (dubbing audio). */
  dataDir: string;
  /** postgres://… runs on PostgreSQL instead of the SQLite file. */
  databaseUrl: string | null;
  /** PostgreSQL connections per process (replicas × this must stay under the server's limit). */
  databasePoolSize: number;
  /** redis://… shares the request rate limits between replicas; null keeps them per process. */
  redisUrl: string | null;
  /** Prefix of every Redis key, so several sites (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  seedDocuments: number;
  /** Fixes every captcha answer for automated tests; never honoured in production. */
  captchaTestCode: string | null;
  /** CAPTCHA_PROVIDER: the built-in PNG, or a hosted behavioural captcha (services/captcha-hosted.ts). */
  captchaProvider: CaptchaProviderConfig;
  production: boolean;
  /** Built site to serve at `/`; null or a missing directory serves the API alone. */
  siteDist: string | null;
  /** Built operator console to serve at `/admin/`; null or missing: not served. */
  adminDist: string | null;
  /** Origins besides our own that images may come from (CSP img-src). */
  imageHosts: string[];
  /** Adds Secure to cookies and HSTS; set when the site is served over HTTPS. */
  https: boolean;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server speaks HTTPS itself, HTTP/2 with HTTP/1.1
   * for older clients, instead of leaving TLS to a proxy. Null: plain HTTP/1.1.
   */
  tls: TlsFiles | null;
  trustProxy: boolean;
  /**
   * Other sites allowed to call the API from the browser with cookies (CORS allowlist, exact
   * origins such as `https://shop.example.com`). Empty: same origin only.
   */
  corsOrigins: string[];
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
  /** Days between two plugin machine swaps once a member holds the level's machine limit. */
  pluginRebindCooldownDays: number;
  logLevel: string;
  /** Where material files, previews and avatars are kept (see src/storage). */
  storage: { kind: 'local'; root: string } | { kind: 's3'; s3: S3Settings };
  /** Largest material upload (bytes). */
  uploadMaxBytes: number;
  /** Largest avatar upload (bytes). */
  avatarMaxBytes: number;
  /** Largest report image (bytes, decoded). */
  reportImageMaxBytes: number;
  /** Bytes of distinct stored images all of a member's reports may show together. */
  memberImageQuotaBytes: number;
  /** 'outbox' (development: log + file) or 'aliyun' (real text messages). */
  smsProvider: 'outbox' | 'aliyun';
  /** The development outbox file (JSON lines). */
  smsOutboxFile: string;
  aliyunSms: {
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    templateCode: string;
  };
  /** Codes sent per phone number per hour, and per client address per hour. */
  smsPerPhonePerHour: number;
  smsPerAddressPerHour: number;
  /** Operator console session lifetime (not sliding). */
  staffSessionTtlMs: number;
  /** Owners must enable TOTP two-factor login before using the console. */
  staffRequire2fa: boolean;
  /** Password of the `admin` owner created on first start when no staff exists. */
  adminInitialPassword: string | null;
  /** New member accounts start pending until a reviewer approves them. */
  registrationReview: boolean;
  /** Reads slower than this are logged at info level (others at debug). */
  logSlowMs: number;
  /** Fraction (0–1) of ordinary reads logged at info level anyway. */
  logSampleRate: number;
  payments: PaymentConfig;
  /** Dubbing speech engine (issue 25): SPEECH_PROVIDER and its settings. */
  speech: SpeechConfig;
  /** Dubbing job workers (issue 25). */
  dubbingJobs: DubbingJobsConfig;
  /** Clock, replaceable in tests (captcha and dubbing expiry). */
  now: () => number;
  /** TEST_CLOCK=1 outside production: requests may move their own clock (lib/test-clock.ts). */
  testClock: boolean;
}

// --- Speech engine (issue 25) ---------------------------------------------------------------
export type SpeechProviderName = 'espeak';
export interface SpeechConfig {
  /** SPEECH_PROVIDER: `espeak` (eSpeak NG on this machine, the default). */
  provider: SpeechProviderName;
  /** ESPEAK_NG_PATH: the espeak-ng executable. */
  espeakPath: string;
  /** SPEECH_TIMEOUT_MS: one synthesis (one sentence) longer than this fails and is retried. */
  timeoutMs: number;
}

export interface DubbingJobsConfig {
  /** DUBBING_MAX_ATTEMPTS: tries before a job fails (and the member's day count is given back). */
  maxAttempts: number;
  /** DUBBING_RETRY_DELAY_MS: wait before the second try; doubles after each, up to 16×. */
  retryDelayMs: number;
  /** DUBBING_WORKERS: jobs one server process works on at once. */
  concurrency: number;
}

function dubbingJobsConfigFrom(env: Env): DubbingJobsConfig {
  return {
    maxAttempts: Math.max(1, intFrom(env.DUBBING_MAX_ATTEMPTS, 3)),
    retryDelayMs: intFrom(env.DUBBING_RETRY_DELAY_MS, 5_000),
    concurrency: Math.max(1, intFrom(env.DUBBING_WORKERS, 1)),
  };
}

function speechConfigFrom(env: Env): SpeechConfig {
  const provider = (env.SPEECH_PROVIDER ?? 'espeak').trim() || 'espeak';
  if (provider !== 'espeak') throw new Error(`SPEECH_PROVIDER 只能是 espeak：${provider}`);
  return {
    provider,
    espeakPath: env.ESPEAK_NG_PATH?.trim() || 'espeak-ng',
    timeoutMs: intFrom(env.SPEECH_TIMEOUT_MS, 30_000),
  };
}
// --- end speech engine -------------------------------------------------------------------------

export type AppOptions = Partial<Omit<AppConfig, 'payments'>> & {
  payments?: Partial<PaymentConfig>;
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

function fractionFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!(parsed >= 0 && parsed <= 1)) throw new Error(`环境变量的值必须在 0 到 1 之间：${value}`);
  return parsed;
}

function paymentProviders(
  value: string | undefined,
  production: boolean,
  sandboxInProduction: boolean,
): PaymentProviderName[] {
  const listed = (value ?? (production ? '' : 'sandbox'))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of listed) {
    if (!PROVIDER_NAMES.includes(name as PaymentProviderName)) {
      throw new Error(
        `PAYMENT_PROVIDERS 中有未知的支付渠道：${name}（可选 ${PROVIDER_NAMES.join(', ')}）`,
      );
    }
  }
  if (production && listed.includes('sandbox') && !sandboxInProduction) {
    throw new Error(
      '生产环境（NODE_ENV=production）不能启用 sandbox 支付渠道：它不收真钱却会给余额充值。确需如此请设置 PAYMENT_SANDBOX_IN_PRODUCTION=1',
    );
  }
  return [...new Set(listed)] as PaymentProviderName[];
}

function paymentConfig(options: AppOptions, env: Env, production: boolean): PaymentConfig {
  const given = options.payments;
  return {
    providers:
      given?.providers ??
      paymentProviders(env.PAYMENT_PROVIDERS, production, flag(env.PAYMENT_SANDBOX_IN_PRODUCTION)),
    orderTtlMs: given?.orderTtlMs ?? intFrom(env.ORDER_TTL_MINUTES, 30) * 60_000,
    publicUrl: given?.publicUrl ?? env.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    wechatpay: given?.wechatpay ?? {
      appId: env.WECHATPAY_APPID ?? '',
      mchId: env.WECHATPAY_MCHID ?? '',
      merchantSerial: env.WECHATPAY_MERCHANT_SERIAL ?? '',
      privateKeyFile: env.WECHATPAY_PRIVATE_KEY_FILE ?? '',
      platformKeyId: env.WECHATPAY_PLATFORM_KEY_ID ?? '',
      platformKeyFile: env.WECHATPAY_PLATFORM_KEY_FILE ?? '',
      apiV3KeyFile: env.WECHATPAY_APIV3_KEY_FILE ?? '',
    },
    alipay: given?.alipay ?? {
      appId: env.ALIPAY_APP_ID ?? '',
      privateKeyFile: env.ALIPAY_PRIVATE_KEY_FILE ?? '',
      publicKeyFile: env.ALIPAY_PUBLIC_KEY_FILE ?? '',
      gateway: env.ALIPAY_GATEWAY ?? null,
    },
  };
}

/** `CORS_ORIGINS=https://a.example,https://b.example` → exact origins, without a trailing slash. */
export function originList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => {
      if (origin === '') return false;
      if (origin === '*' || !/^https?:\/\/[^/]+$/.test(origin)) {
        throw new Error(
          `CORS_ORIGINS 只接受完整的来源（如 https://shop.example.com），不接受：${origin}`,
        );
      }
      return true;
    });
}

/** IMAGE_HOSTS: comma-separated origins such as `https://cdn.example.com`. */
function originsFrom(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((item) => {
    const text = item.trim();
    let origin: string;
    try {
      origin = new URL(text).origin;
    } catch {
      origin = '';
    }
    if (!/^https?:\/\/[^/]+$/.test(origin) || origin !== text.replace(/\/$/, '')) {
      throw new Error(`IMAGE_HOSTS 中的地址必须是 https://主机名 形式：${text}`);
    }
    return origin;
  });
}

/** The certificate chain and private key the server presents, as PEM files. */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

/** Both files or neither: one alone is a mistake better reported than served as plain HTTP. */
function tlsFiles(env: Env): TlsFiles | null {
  const certFile = env.TLS_CERT_FILE?.trim() || '';
  const keyFile = env.TLS_KEY_FILE?.trim() || '';
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE 与 TLS_KEY_FILE 须同时设置');
  return { certFile: resolve(certFile), keyFile: resolve(keyFile) };
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
  const tls = options.tls !== undefined ? options.tls : tlsFiles(env);
  return {
    dbFile: options.dbFile ?? join(dataDir, 'site.db'),
    dataDir,
    databaseUrl: options.databaseUrl !== undefined ? options.databaseUrl : env.DATABASE_URL || null,
    databasePoolSize: options.databasePoolSize ?? intFrom(env.DATABASE_POOL_SIZE, 10),
    redisUrl: options.redisUrl !== undefined ? options.redisUrl : env.REDIS_URL || null,
    redisKeyPrefix: options.redisKeyPrefix ?? env.REDIS_KEY_PREFIX ?? 'dongman:',
    seedDocuments: options.seedDocuments ?? intFrom(env.SEED_DOCUMENTS, DEFAULT_SEED_DOCUMENTS),
    captchaTestCode: production || !testCode ? null : testCode.toUpperCase(),
    captchaProvider: options.captchaProvider ?? captchaProviderFrom(env),
    production,
    siteDist,
    adminDist:
      options.adminDist !== undefined
        ? options.adminDist
        : resolve(env.ADMIN_DIST ?? join(REPO_ROOT, 'apps/admin/dist')),
    imageHosts: options.imageHosts ?? originsFrom(env.IMAGE_HOSTS),
    https: options.https ?? (!!tls || flag(env.HTTPS)),
    tls,
    trustProxy: options.trustProxy ?? flag(env.TRUST_PROXY),
    corsOrigins: options.corsOrigins ?? originList(env.CORS_ORIGINS),
    openapiFile:
      options.openapiFile ?? resolve(env.OPENAPI_FILE ?? join(REPO_ROOT, 'openapi.yaml')),
    sessionTtlMs: options.sessionTtlMs ?? intFrom(env.SESSION_TTL_HOURS, 24 * 7) * 3_600_000,
    loginLimits: options.loginLimits ?? {
      perAccountAddress: intFrom(env.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS, 5),
      perAddress: intFrom(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 100),
      slowdownAfter: intFrom(env.LOGIN_SLOWDOWN_AFTER, 5),
      maxDelayMs: intFrom(env.LOGIN_MAX_DELAY_SECONDS, 60) * 1000,
      windowMs: 15 * 60_000,
    },
    rateLimitPerMinute: options.rateLimitPerMinute ?? intFrom(env.RATE_LIMIT_PER_MINUTE, 600),
    captchaPerMinute: options.captchaPerMinute ?? intFrom(env.CAPTCHA_PER_MINUTE, 60),
    registerPerHour: options.registerPerHour ?? intFrom(env.REGISTER_PER_HOUR, 30),
    dubbingDailyLimit: options.dubbingDailyLimit ?? intFrom(env.DUBBING_DAILY_LIMIT, 20),
    pluginRebindCooldownDays:
      options.pluginRebindCooldownDays ?? intFrom(env.PLUGIN_REBIND_COOLDOWN_DAYS, 30),
    logLevel: options.logLevel ?? env.LOG_LEVEL ?? 'info',
    storage: options.storage ?? storageFrom(env, dataDir),
    uploadMaxBytes: options.uploadMaxBytes ?? intFrom(env.UPLOAD_MAX_MB, 200) * 1024 * 1024,
    avatarMaxBytes: options.avatarMaxBytes ?? intFrom(env.AVATAR_MAX_KB, 2048) * 1024,
    reportImageMaxBytes:
      options.reportImageMaxBytes ?? intFrom(env.REPORT_IMAGE_MAX_KB, 2048) * 1024,
    memberImageQuotaBytes:
      options.memberImageQuotaBytes ?? intFrom(env.MEMBER_IMAGE_QUOTA_MB, 50) * 1024 * 1024,
    smsProvider: options.smsProvider ?? smsProviderFrom(env.SMS_PROVIDER, production),
    smsOutboxFile: options.smsOutboxFile ?? join(dataDir, 'sms-outbox.jsonl'),
    aliyunSms: options.aliyunSms ?? {
      accessKeyId: env.SMS_ACCESS_KEY_ID ?? '',
      accessKeySecret: env.SMS_ACCESS_KEY_SECRET ?? '',
      signName: env.SMS_SIGN_NAME ?? '',
      templateCode: env.SMS_TEMPLATE_CODE ?? '',
    },
    smsPerPhonePerHour: options.smsPerPhonePerHour ?? intFrom(env.SMS_PER_PHONE_PER_HOUR, 5),
    smsPerAddressPerHour: options.smsPerAddressPerHour ?? intFrom(env.SMS_PER_ADDRESS_PER_HOUR, 20),
    staffSessionTtlMs:
      options.staffSessionTtlMs ?? intFrom(env.STAFF_SESSION_TTL_HOURS, 12) * 3_600_000,
    staffRequire2fa: options.staffRequire2fa ?? flag(env.STAFF_REQUIRE_2FA),
    // Development default: admin / admin123456 (the demo seed); production needs the variable.
    adminInitialPassword:
      options.adminInitialPassword !== undefined
        ? options.adminInitialPassword
        : (env.ADMIN_INITIAL_PASSWORD ?? (production ? null : 'admin123456')),
    registrationReview: options.registrationReview ?? flag(env.REGISTRATION_REVIEW),
    logSlowMs: options.logSlowMs ?? intFrom(env.LOG_SLOW_MS, 500),
    logSampleRate: options.logSampleRate ?? fractionFrom(env.LOG_SAMPLE_RATE, 0),
    payments: paymentConfig(options, env, production),
    speech: options.speech ?? speechConfigFrom(env),
    dubbingJobs: options.dubbingJobs ?? dubbingJobsConfigFrom(env),
    testClock: options.testClock ?? (!production && flag(env.TEST_CLOCK)),
    now: options.now ?? (!production && flag(env.TEST_CLOCK) ? testClockNow : Date.now),
  };
}

/**
 * Cookies stay SameSite=Lax, which other origins of the same site (another port or subdomain)
 * still receive. A listed origin on another site only gets them with SameSite=None, which
 * browsers accept over HTTPS alone.
 */
export function cookieSameSite(config: AppConfig): 'lax' | 'none' {
  return config.https && config.corsOrigins.length > 0 ? 'none' : 'lax';
}

function storageFrom(env: Env, dataDir: string): AppConfig['storage'] {
  if ((env.STORAGE ?? 'local') === 'local') return { kind: 'local', root: join(dataDir, 'files') };
  if (env.STORAGE !== 's3') throw new Error(`STORAGE 只能是 local 或 s3：${env.STORAGE}`);
  const bucket = env.S3_BUCKET ?? '';
  if (!bucket) throw new Error('STORAGE=s3 需要设置 S3_BUCKET');
  return {
    kind: 's3',
    s3: {
      bucket,
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT || null,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? true : flag(env.S3_FORCE_PATH_STYLE),
      prefix: env.S3_PREFIX ?? '',
    },
  };
}

function smsProviderFrom(value: string | undefined, production: boolean): 'outbox' | 'aliyun' {
  const provider = value ?? (production ? 'aliyun' : 'outbox');
  if (provider !== 'outbox' && provider !== 'aliyun')
    throw new Error(`SMS_PROVIDER 只能是 outbox 或 aliyun：${provider}`);
  return provider;
}

export function siteAvailable(config: AppConfig): boolean {
  return config.siteDist !== null && existsSync(join(config.siteDist, 'index.html'));
}
