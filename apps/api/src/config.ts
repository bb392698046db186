import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enums } from '@dongman/api-client/contract';
import { testClockNow } from './lib/test-clock.js';
import { readSettings, type Settings } from './settings.js';
import { DEFAULT_HASH_COST } from './services/password.js';
import type { S3Settings } from './storage/s3.js';
import type { AliyunSmsSettings } from './services/sms-provider.js';

/**
 * apps/api, whether running from src/ (tests, tsx) or dist/ (built server); in a release
 * (`npm run release`), the release's own folder (its code is in dist/ there too).
 */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(PACKAGE_DIR, '../..');
/**
 * A release carries release.json beside server.js and its site, console and contract beside that:
 * everything is found relative to the release, never to a repository it may never have seen.
 */
export const IN_RELEASE = existsSync(join(PACKAGE_DIR, 'release.json'));
const DEFAULT_PATHS = IN_RELEASE
  ? {
      data: join(PACKAGE_DIR, '.data'),
      site: join(PACKAGE_DIR, 'site'),
      admin: join(PACKAGE_DIR, 'admin'),
      openapi: join(PACKAGE_DIR, 'openapi.yaml'),
    }
  : {
      data: join(REPO_ROOT, '.data'),
      site: join(REPO_ROOT, 'apps/site/dist'),
      admin: join(REPO_ROOT, 'apps/admin/dist'),
      openapi: join(REPO_ROOT, 'openapi.yaml'),
    };

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

/** The payment providers: PayProvider of openapi.yaml. */
export type PaymentProviderName = (typeof enums.PayProvider)[number];
const PROVIDER_NAMES: readonly PaymentProviderName[] = enums.PayProvider;

/** Payment settings; key and certificate contents are read from these paths at start. */
export interface PaymentConfig {
  /** Enabled providers, in order of preference for a pay type. */
  providers: PaymentProviderName[];
  /** A pending order closes after this long. */
  orderTtlMs: number;
  /** Longest wait for one provider call (PAYMENT_TIMEOUT_MS); then its outcome is unknown. */
  timeoutMs: number;
  /** https://example.com — base of the notification URLs given to providers; else the request's. */
  publicUrl: string | null;
  /** RECONCILE_DAILY_AT: China time `HH:MM` of the daily reconciliation of yesterday (null: off). */
  reconcileAt: string | null;
  wechatpay: {
    appId: string;
    mchId: string;
    merchantSerial: string;
    privateKeyFile: string;
    platformKeyId: string;
    platformKeyFile: string;
    apiV3KeyFile: string;
    /** WECHATPAY_PLATFORM_KEYS: more platform keys (id → PEM file), for a rotation. */
    morePlatformKeyFiles: Record<string, string>;
  };
  alipay: {
    appId: string;
    /** ALIPAY_SELLER_ID: our Alipay merchant account (2088…). */
    sellerId: string;
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
  /**
   * ADMIN_ORIGIN (`https://admin.example.com`): the console's own origin. With it (or
   * `adminPort`) the console and `/api/admin/*` are served there only (plugins/console-origin.ts).
   */
  adminOrigin: string | null;
  /** ADMIN_PORT: a second listener of this process that serves the console (0: a free port). */
  adminPort: number | null;
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
  /** Machines a member may unbind themselves in any 30 days. */
  pluginUnbindsPer30Days: number;
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
  /** PREVIEW_WATERMARK: text stamped on preview images; null for none. */
  previewWatermark: string | null;
  /** Video and audio previews: the programs and the clip length. */
  media: { ffmpegPath: string; ffprobePath: string; clipSeconds: number };
  /**
   * The demo seed also makes a video and an audio material with ffmpeg (when it is there). On by
   * default; the API tests turn it off (ffmpeg's work on every test database) unless they test it.
   */
  seedMedia: boolean;
  /**
   * The demo seed draws each document's cover from its own material (rendered once per machine,
   * then read from the render cache). The API tests turn it off unless they test it: a cold cache
   * costs every parallel test process the same ~500 renders. Off, covers are the shared scenes.
   */
  seedCovers: boolean;
  /** 'outbox' (development: log + file) or 'aliyun' (real text messages). */
  smsProvider: 'outbox' | 'aliyun';
  /** The development outbox file (JSON lines). */
  smsOutboxFile: string;
  aliyunSms: AliyunSmsSettings;
  /** Codes sent per phone number per hour, and per client address per hour. */
  smsPerPhonePerHour: number;
  smsPerAddressPerHour: number;
  /** Operator console session lifetime (not sliding). */
  staffSessionTtlMs: number;
  /** Password of the `admin` owner created on first start when no staff exists. */
  adminInitialPassword: string | null;
  /** New member accounts start pending until a reviewer approves them. */
  registrationReview: boolean;
  /** Reads slower than this are logged at info level (others at debug). */
  logSlowMs: number;
  /** Fraction (0–1) of ordinary reads logged at info level anyway. */
  logSampleRate: number;
  payments: PaymentConfig;
  /** Dubbing speech engine: SPEECH_PROVIDER and its settings. */
  speech: SpeechConfig;
  /** Dubbing job workers. */
  dubbingJobs: DubbingJobsConfig;
  /** Clock, replaceable in tests (captcha and dubbing expiry). */
  now: () => number;
  /** TEST_CLOCK=1 outside production: requests may move their own clock (lib/test-clock.ts). */
  testClock: boolean;
  /** Demo members, reports, card codes and catalogue in a new database (off in production). */
  seedDemo: boolean;
  /** PASSWORD_HASH_COST: scrypt's N for new password hashes (services/password.ts). */
  passwordHashCost: number;
  /** The validated environment (src/settings.ts): read new settings here. */
  settings: Settings;
  /** Allowed but risky combinations, logged at start (and printed by `npm run doctor`). */
  warnings: string[];
  /** Console sign-in limits and second factor. */
  staffSecurity: StaffSecurityConfig;
}

// Speech engine and dubbing jobs.
/** The speech engines: SpeechEngine of openapi.yaml. */
export type SpeechProviderName = (typeof enums.SpeechEngine)[number];
export interface AzureSpeechConfig {
  key: string;
  /** `key`: Ocp-Apim-Subscription-Key on every call; `token`: a bearer token from issueToken. */
  auth: 'key' | 'token';
  /** Synthesis base URL (…/cognitiveservices/v1 is appended). */
  endpoint: string;
  tokenUrl: string;
}
export interface TencentSpeechConfig {
  secretId: string;
  secretKey: string;
  region: string;
  endpoint: string;
}
export interface SpeechConfig {
  /** SPEECH_PROVIDER: `espeak` (eSpeak NG on this machine, the default), `azure` or `tencent`. */
  provider: SpeechProviderName;
  /** ESPEAK_NG_PATH: the espeak-ng executable. */
  espeakPath: string;
  /** SPEECH_TIMEOUT_MS: one synthesis (one sentence) longer than this fails and is retried. */
  timeoutMs: number;
  /** AZURE_SPEECH_*: set when SPEECH_PROVIDER=azure. */
  azure?: AzureSpeechConfig;
  /** TENCENT_*: set when SPEECH_PROVIDER=tencent. */
  tencent?: TencentSpeechConfig;
}

export interface DubbingJobsConfig {
  /** DUBBING_MAX_ATTEMPTS: tries before a job fails (and the member's day count is given back). */
  maxAttempts: number;
  /** DUBBING_RETRY_DELAY_MS: wait before the second try; doubles after each, up to 16×. */
  retryDelayMs: number;
  /** DUBBING_WORKERS: jobs one server process works on at once. */
  concurrency: number;
}

function dubbingJobsConfigFrom(s: Settings): DubbingJobsConfig {
  return {
    maxAttempts: s.DUBBING_MAX_ATTEMPTS,
    retryDelayMs: s.DUBBING_RETRY_DELAY_MS,
    concurrency: s.DUBBING_WORKERS,
  };
}

/** PREVIEW_WATERMARK: blank or `off` is none. */
function watermarkFrom(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'off' ? null : text;
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** The cloud engine's keys come with it: a missing one is a start-up problem, not a failed job. */
function speechConfigFrom(s: Settings, production: boolean): SpeechConfig {
  const config: SpeechConfig = {
    provider: s.SPEECH_PROVIDER,
    espeakPath: s.ESPEAK_NG_PATH.trim() || 'espeak-ng',
    timeoutMs: s.SPEECH_TIMEOUT_MS,
  };
  const missing: string[] = [];
  const urls: string[] = [];
  if (s.SPEECH_PROVIDER === 'azure') {
    const region = s.AZURE_SPEECH_REGION ?? '';
    if (!s.AZURE_SPEECH_KEY) missing.push('AZURE_SPEECH_KEY');
    if (
      !region &&
      !(s.AZURE_SPEECH_ENDPOINT && (s.AZURE_SPEECH_AUTH === 'key' || s.AZURE_SPEECH_TOKEN_URL))
    )
      missing.push('AZURE_SPEECH_REGION');
    config.azure = {
      key: s.AZURE_SPEECH_KEY ?? '',
      auth: s.AZURE_SPEECH_AUTH,
      endpoint: withoutSlash(
        s.AZURE_SPEECH_ENDPOINT ?? `https://${region}.tts.speech.microsoft.com`,
      ),
      tokenUrl:
        s.AZURE_SPEECH_TOKEN_URL ??
        `https://${region}.api.cognitive.microsoft.com/sts/v1.0/issueToken`,
    };
    urls.push(
      config.azure.endpoint,
      ...(s.AZURE_SPEECH_AUTH === 'token' ? [config.azure.tokenUrl] : []),
    );
  }
  if (s.SPEECH_PROVIDER === 'tencent') {
    if (!s.TENCENT_SECRET_ID) missing.push('TENCENT_SECRET_ID');
    if (!s.TENCENT_SECRET_KEY) missing.push('TENCENT_SECRET_KEY');
    config.tencent = {
      secretId: s.TENCENT_SECRET_ID ?? '',
      secretKey: s.TENCENT_SECRET_KEY ?? '',
      region: s.TENCENT_TTS_REGION,
      endpoint: withoutSlash(s.TENCENT_TTS_ENDPOINT),
    };
    urls.push(config.tencent.endpoint);
  }
  if (missing.length)
    throw new Error(`SPEECH_PROVIDER=${s.SPEECH_PROVIDER} 需要 ${missing.join('、')}`);
  // The keys (or a token made from them) go to this address: never in clear text in production.
  const plain = urls.filter((url) => !url.startsWith('https://'));
  if (production && plain.length)
    throw new Error(
      `SPEECH_PROVIDER=${s.SPEECH_PROVIDER}：生产环境的配音引擎地址须为 https://，现为 ${plain.join('、')}`,
    );
  return config;
}

export type AppOptions = Partial<Omit<AppConfig, 'payments' | 'settings' | 'warnings'>> & {
  payments?: Partial<PaymentConfig>;
  /** Directory for site.db when dbFile is not given. */
  dataDir?: string;
  /** Older boolean form of STAFF_REQUIRE_2FA (true: owner and finance); read into staffSecurity. */
  staffRequire2fa?: boolean;
};

type Env = Record<string, string | undefined>;

/** Every problem of a configuration, reported together; the server refuses to start with it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置有误，服务器拒绝启动（${problems.length} 处）：\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Runs a check that throws its message; the message joins the list and the fallback is used. */
function checked<T>(problems: string[], fallback: T, read: () => T): T {
  try {
    return read();
  } catch (error) {
    problems.push((error as Error).message);
    return fallback;
  }
}

function paymentProviders(value: string | undefined, production: boolean): PaymentProviderName[] {
  const listed = (value ?? (production ? '' : 'sandbox'))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = listed.filter((name) => !PROVIDER_NAMES.includes(name as PaymentProviderName));
  if (unknown.length > 0)
    throw new Error(
      `PAYMENT_PROVIDERS：未知的支付渠道 ${unknown.join(', ')}（可选 ${PROVIDER_NAMES.join(', ')}）`,
    );
  return [...new Set(listed)] as PaymentProviderName[];
}

/** `ID1=/path/one.pem,ID2=/path/two.pem` → { ID1: '/path/one.pem', … } (key rotation). */
function keyFileList(value: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const item of (value ?? '').split(',')) {
    const at = item.indexOf('=');
    if (at > 0) pairs[item.slice(0, at).trim()] = item.slice(at + 1).trim();
  }
  return pairs;
}

function paymentConfig(options: AppOptions, s: Settings, production: boolean): PaymentConfig {
  const given = options.payments;
  return {
    providers: given?.providers ?? paymentProviders(s.PAYMENT_PROVIDERS, production),
    orderTtlMs: given?.orderTtlMs ?? s.ORDER_TTL_MINUTES * 60_000,
    // Provider calls are bounded (refund outcomes then stay unknown until asked).
    timeoutMs: given?.timeoutMs ?? s.PAYMENT_TIMEOUT_MS,
    publicUrl: given?.publicUrl ?? s.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    reconcileAt: given?.reconcileAt ?? s.RECONCILE_DAILY_AT ?? null,
    wechatpay: given?.wechatpay ?? {
      appId: s.WECHATPAY_APPID ?? '',
      mchId: s.WECHATPAY_MCHID ?? '',
      merchantSerial: s.WECHATPAY_MERCHANT_SERIAL ?? '',
      privateKeyFile: s.WECHATPAY_PRIVATE_KEY_FILE ?? '',
      platformKeyId: s.WECHATPAY_PLATFORM_KEY_ID ?? '',
      platformKeyFile: s.WECHATPAY_PLATFORM_KEY_FILE ?? '',
      apiV3KeyFile: s.WECHATPAY_APIV3_KEY_FILE ?? '',
      morePlatformKeyFiles: keyFileList(s.WECHATPAY_PLATFORM_KEYS),
    },
    alipay: given?.alipay ?? {
      appId: s.ALIPAY_APP_ID ?? '',
      sellerId: s.ALIPAY_SELLER_ID ?? '',
      privateKeyFile: s.ALIPAY_PRIVATE_KEY_FILE ?? '',
      publicKeyFile: s.ALIPAY_PUBLIC_KEY_FILE ?? '',
      gateway: s.ALIPAY_GATEWAY ?? null,
    },
  };
}

function captchaProviderFrom(s: Settings): CaptchaProviderConfig {
  if (s.CAPTCHA_PROVIDER === 'builtin') return { kind: 'builtin' };
  if (!s.GEETEST_CAPTCHA_ID || !s.GEETEST_CAPTCHA_KEY)
    throw new Error(
      'CAPTCHA_PROVIDER=geetest 需要 GEETEST_CAPTCHA_ID（32位）和 GEETEST_CAPTCHA_KEY',
    );
  return {
    kind: 'geetest',
    captchaId: s.GEETEST_CAPTCHA_ID,
    captchaKey: s.GEETEST_CAPTCHA_KEY,
    apiServer: s.GEETEST_API_SERVER.replace(/\/+$/, ''),
    timeoutMs: s.CAPTCHA_TIMEOUT_MS,
    failOpen: s.CAPTCHA_FAIL_OPEN,
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

/** ADMIN_ORIGIN: one origin (`https://admin.example.com`), lower-cased, without a slash. */
function adminOriginFrom(s: Settings): string | null {
  const text = s.ADMIN_ORIGIN?.trim();
  if (!text) return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username)
    throw new Error(
      `ADMIN_ORIGIN：须为后台自己的来源（如 https://admin.example.com，无路径），现为 ${text}`,
    );
  return url.origin;
}

/** The console's own origin must be another one than the members' (and its port another port). */
function consoleOriginProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  const publicUrl = config.payments.publicUrl;
  const memberOrigin = publicUrl ? new URL(publicUrl).origin : null;
  if (config.adminOrigin && config.adminOrigin === memberOrigin)
    problems.push(
      `ADMIN_ORIGIN：不能与会员站 PUBLIC_URL 同源（${memberOrigin}），后台须在自己的主机名上`,
    );
  const port = config.settings.PORT;
  if (config.adminPort !== null && config.adminPort !== 0 && config.adminPort === port)
    problems.push(`ADMIN_PORT：不能与 PORT 相同（${port}），后台须在另一个端口`);
  if (config.production && config.adminOrigin?.startsWith('http://'))
    problems.push(`ADMIN_ORIGIN：生产环境须为 https:// 地址，现为 ${config.adminOrigin}`);
  return problems;
}

/** The certificate chain and private key the server presents, as PEM files. */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

/** Both files or neither: one alone is a mistake better reported than served as plain HTTP. */
function tlsFiles(s: Settings): TlsFiles | null {
  const certFile = s.TLS_CERT_FILE ?? '';
  const keyFile = s.TLS_KEY_FILE ?? '';
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE 与 TLS_KEY_FILE 须同时设置');
  return { certFile: resolve(certFile), keyFile: resolve(keyFile) };
}

function storageFrom(s: Settings, dataDir: string): AppConfig['storage'] {
  if (s.STORAGE === 'local') return { kind: 'local', root: join(dataDir, 'files') };
  if (!s.S3_BUCKET) throw new Error('S3_BUCKET：STORAGE=s3 时必须设置');
  return {
    kind: 's3',
    s3: {
      bucket: s.S3_BUCKET,
      region: s.S3_REGION,
      endpoint: s.S3_ENDPOINT ?? null,
      accessKeyId: s.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: s.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: s.S3_FORCE_PATH_STYLE,
      prefix: s.S3_PREFIX,
    },
  };
}

/**
 * What production refuses to start with: each of these turns a live site into a free-money or
 * open-codes site, or loses members' cookies to plain HTTP. Checked on the final configuration,
 * so options given by code are held to the same rules.
 */
function productionProblems(config: AppConfig, s: Settings): string[] {
  const problems: string[] = [];
  if (config.payments.providers.includes('sandbox') && !s.PAYMENT_SANDBOX_IN_PRODUCTION)
    problems.push(
      'PAYMENT_PROVIDERS：生产环境（NODE_ENV=production）不能启用 sandbox 支付渠道：它不收真钱却会给余额充值。确需如此请设置 PAYMENT_SANDBOX_IN_PRODUCTION=1',
    );
  if (s.CAPTCHA_TEST_CODE || config.captchaTestCode)
    problems.push('CAPTCHA_TEST_CODE：生产环境不能设置（它让任何人都能答对验证码）');
  if (s.TEST_CLOCK || config.testClock)
    problems.push('TEST_CLOCK：生产环境不能设置（它让请求自己拨动时钟）');
  if (config.passwordHashCost < DEFAULT_HASH_COST)
    problems.push(
      `PASSWORD_HASH_COST：生产环境不能低于 ${DEFAULT_HASH_COST}（现为 ${config.passwordHashCost}），否则泄露的密码哈希更容易被破解`,
    );
  if (!config.payments.publicUrl)
    problems.push('PUBLIC_URL：生产环境必须设置网站地址，如 https://your.site');
  else if (!config.payments.publicUrl.startsWith('https://'))
    problems.push(`PUBLIC_URL：生产环境须为 https:// 地址，现为 ${config.payments.publicUrl}`);
  if (!config.https)
    problems.push(
      'HTTPS：生产环境必须经 HTTPS 提供服务：设置 HTTPS=1（由代理终止 TLS）或 TLS_CERT_FILE/TLS_KEY_FILE',
    );
  return problems;
}

function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.production && config.databaseUrl && config.storage.kind === 'local')
    warnings.push(
      'STORAGE=local with DATABASE_URL: replicas would each keep their own uploads; use STORAGE=s3 when running more than one',
    );
  if (config.production && config.payments.providers.includes('sandbox'))
    warnings.push(
      'PAYMENT_SANDBOX_IN_PRODUCTION=1: the sandbox cashier credits balances without real money',
    );
  if (config.production && config.smsProvider === 'outbox')
    warnings.push('SMS_PROVIDER=outbox in production: no text message is sent');
  if (
    config.smsProvider === 'aliyun' &&
    config.aliyunSms.templateCode &&
    !config.aliyunSms.noticeTemplateCode
  )
    warnings.push(
      'SMS_NOTICE_TEMPLATE_CODE is not set: account notices (number already registered / not registered) cannot be sent',
    );
  if (config.production && config.adminOrigin === null && config.adminPort === null)
    warnings.push(
      "ADMIN_ORIGIN / ADMIN_PORT not set: the console (/admin/, /api/admin/*) shares the member site's origin, so a script on any member page can call the console API with an operator's cookie; give the console a host of its own (ADMIN_ORIGIN, and ADMIN_PORT behind the proxy: deploy/nginx.conf)",
    );
  if (config.production && IN_RELEASE && !config.settings.DATA_DIR)
    warnings.push(
      `DATA_DIR not set: the data is kept inside the release (${config.dataDir}) and goes with it when the release is replaced; set DATA_DIR to a folder of its own`,
    );
  return warnings;
}

/**
 * Options win over environment variables, which win over defaults. Every problem (bad values,
 * missing companions, production rules) is collected and thrown together as one ConfigError.
 */
export function resolveConfig(options: AppOptions = {}, env: Env = process.env): AppConfig {
  const { settings: s, problems } = readSettings(env);
  const production = options.production ?? s.NODE_ENV === 'production';
  const dataDir = resolve(options.dataDir ?? s.DATA_DIR ?? DEFAULT_PATHS.data);
  const testCode =
    options.captchaTestCode !== undefined ? options.captchaTestCode : (s.CAPTCHA_TEST_CODE ?? null);
  const tls = options.tls !== undefined ? options.tls : checked(problems, null, () => tlsFiles(s));
  const testClock = options.testClock ?? s.TEST_CLOCK;
  const config: AppConfig = {
    dbFile: options.dbFile ?? join(dataDir, 'site.db'),
    dataDir,
    databaseUrl: options.databaseUrl !== undefined ? options.databaseUrl : (s.DATABASE_URL ?? null),
    databasePoolSize: options.databasePoolSize ?? s.DATABASE_POOL_SIZE,
    redisUrl: options.redisUrl !== undefined ? options.redisUrl : (s.REDIS_URL ?? null),
    redisKeyPrefix: options.redisKeyPrefix ?? s.REDIS_KEY_PREFIX,
    seedDocuments: options.seedDocuments ?? s.SEED_DOCUMENTS,
    seedDemo: options.seedDemo ?? (!production || s.SEED_DEMO),
    passwordHashCost: options.passwordHashCost ?? s.PASSWORD_HASH_COST,
    captchaTestCode: testCode ? testCode.toUpperCase() : null,
    captchaProvider:
      options.captchaProvider ??
      checked(problems, { kind: 'builtin' }, () => captchaProviderFrom(s)),
    production,
    siteDist:
      options.siteDist !== undefined
        ? options.siteDist
        : resolve(s.SITE_DIST ?? DEFAULT_PATHS.site),
    adminDist:
      options.adminDist !== undefined
        ? options.adminDist
        : resolve(s.ADMIN_DIST ?? DEFAULT_PATHS.admin),
    adminOrigin:
      options.adminOrigin !== undefined
        ? options.adminOrigin
        : checked(problems, null, () => adminOriginFrom(s)),
    adminPort: options.adminPort !== undefined ? options.adminPort : (s.ADMIN_PORT ?? null),
    imageHosts: options.imageHosts ?? checked(problems, [], () => originsFrom(s.IMAGE_HOSTS)),
    https: options.https ?? (!!tls || s.HTTPS),
    tls,
    trustProxy: options.trustProxy ?? s.TRUST_PROXY,
    corsOrigins: options.corsOrigins ?? checked(problems, [], () => originList(s.CORS_ORIGINS)),
    openapiFile: options.openapiFile ?? resolve(s.OPENAPI_FILE ?? DEFAULT_PATHS.openapi),
    sessionTtlMs: options.sessionTtlMs ?? s.SESSION_TTL_HOURS * 3_600_000,
    loginLimits: options.loginLimits ?? {
      perAccountAddress: s.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      perAddress: s.LOGIN_MAX_FAILURES_PER_ADDRESS,
      slowdownAfter: s.LOGIN_SLOWDOWN_AFTER,
      maxDelayMs: s.LOGIN_MAX_DELAY_SECONDS * 1000,
      windowMs: 15 * 60_000,
    },
    rateLimitPerMinute: options.rateLimitPerMinute ?? s.RATE_LIMIT_PER_MINUTE,
    captchaPerMinute: options.captchaPerMinute ?? s.CAPTCHA_PER_MINUTE,
    registerPerHour: options.registerPerHour ?? s.REGISTER_PER_HOUR,
    dubbingDailyLimit: options.dubbingDailyLimit ?? s.DUBBING_DAILY_LIMIT,
    pluginRebindCooldownDays: options.pluginRebindCooldownDays ?? s.PLUGIN_REBIND_COOLDOWN_DAYS,
    pluginUnbindsPer30Days: options.pluginUnbindsPer30Days ?? s.PLUGIN_UNBINDS_PER_30_DAYS,
    logLevel: options.logLevel ?? s.LOG_LEVEL,
    storage:
      options.storage ??
      checked(problems, { kind: 'local', root: join(dataDir, 'files') }, () =>
        storageFrom(s, dataDir),
      ),
    uploadMaxBytes: options.uploadMaxBytes ?? s.UPLOAD_MAX_MB * 1024 * 1024,
    avatarMaxBytes: options.avatarMaxBytes ?? s.AVATAR_MAX_KB * 1024,
    reportImageMaxBytes: options.reportImageMaxBytes ?? s.REPORT_IMAGE_MAX_KB * 1024,
    memberImageQuotaBytes: options.memberImageQuotaBytes ?? s.MEMBER_IMAGE_QUOTA_MB * 1024 * 1024,
    previewWatermark:
      options.previewWatermark !== undefined
        ? options.previewWatermark
        : watermarkFrom(s.PREVIEW_WATERMARK),
    seedMedia: options.seedMedia ?? true,
    seedCovers: options.seedCovers ?? true,
    media: options.media ?? {
      ffmpegPath: s.FFMPEG_PATH.trim() || 'ffmpeg',
      ffprobePath: s.FFPROBE_PATH.trim() || 'ffprobe',
      clipSeconds: s.MEDIA_PREVIEW_SECONDS,
    },
    smsProvider: options.smsProvider ?? s.SMS_PROVIDER ?? (production ? 'aliyun' : 'outbox'),
    smsOutboxFile: options.smsOutboxFile ?? join(dataDir, 'sms-outbox.jsonl'),
    aliyunSms: options.aliyunSms ?? {
      accessKeyId: s.SMS_ACCESS_KEY_ID ?? '',
      accessKeySecret: s.SMS_ACCESS_KEY_SECRET ?? '',
      signName: s.SMS_SIGN_NAME ?? '',
      templateCode: s.SMS_TEMPLATE_CODE ?? '',
      noticeTemplateCode: s.SMS_NOTICE_TEMPLATE_CODE ?? '',
    },
    smsPerPhonePerHour: options.smsPerPhonePerHour ?? s.SMS_PER_PHONE_PER_HOUR,
    smsPerAddressPerHour: options.smsPerAddressPerHour ?? s.SMS_PER_ADDRESS_PER_HOUR,
    staffSessionTtlMs: options.staffSessionTtlMs ?? s.STAFF_SESSION_TTL_HOURS * 3_600_000,
    // Development default: admin / admin123456 (the demo seed); production needs the variable.
    adminInitialPassword:
      options.adminInitialPassword !== undefined
        ? options.adminInitialPassword
        : (s.ADMIN_INITIAL_PASSWORD ?? (production ? null : 'admin123456')),
    registrationReview: options.registrationReview ?? s.REGISTRATION_REVIEW,
    logSlowMs: options.logSlowMs ?? s.LOG_SLOW_MS,
    logSampleRate: options.logSampleRate ?? s.LOG_SAMPLE_RATE,
    payments: checked(
      problems,
      paymentConfig(
        { ...options, payments: { providers: [], ...options.payments } },
        s,
        production,
      ),
      () => paymentConfig(options, s, production),
    ),
    speech:
      options.speech ??
      checked(problems, speechConfigFrom({ ...s, SPEECH_PROVIDER: 'espeak' }, false), () =>
        speechConfigFrom(s, production),
      ),
    dubbingJobs: options.dubbingJobs ?? dubbingJobsConfigFrom(s),
    testClock,
    now: options.now ?? (testClock ? testClockNow : Date.now),
    staffSecurity: options.staffSecurity ?? staffSecurityFrom(s, production, options),
    settings: s,
    warnings: [],
  };
  problems.push(...consoleOriginProblems(config));
  const cost = config.passwordHashCost;
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0)
    problems.push(`PASSWORD_HASH_COST：应为 2 的幂（如 16384），现为 ${cost}`);
  if (production) problems.push(...productionProblems(config, s));
  if (problems.length > 0) throw new ConfigError(problems);
  config.warnings = configWarnings(config);
  return config;
}

/**
 * Cookies stay SameSite=Lax, which other origins of the same site (another port or subdomain)
 * still receive. A listed origin on another site only gets them with SameSite=None, which
 * browsers accept over HTTPS alone.
 */
export function cookieSameSite(config: AppConfig): 'lax' | 'none' {
  return config.https && config.corsOrigins.length > 0 ? 'none' : 'lax';
}

export function siteAvailable(config: AppConfig): boolean {
  return config.siteDist !== null && existsSync(join(config.siteDist, 'index.html'));
}

// Console sign-in limits and the second factor.

const ALL_STAFF_ROLES = enums.AdminRole;
type StaffRoleName = (typeof ALL_STAFF_ROLES)[number];

export interface StaffLoginLimits {
  /** Failed sign-ins on one staff name (any address) after which attempts are spaced out. */
  accountSlowdownAfter: number;
  /** Failed sign-ins from one address (any names) after which its attempts are spaced out. */
  addressSlowdownAfter: number;
  /** Longest wait between two attempts (never a lock). */
  maxDelayMs: number;
  windowMs: number;
}

export interface StaffSecurityConfig {
  loginLimits: StaffLoginLimits;
  /** Roles that must sign in with a second factor (STAFF_REQUIRE_2FA). */
  require2faRoles: StaffRoleName[];
}

/** STAFF_REQUIRE_2FA: `owner,finance`, `all`, `none`; `1` means the production default. */
export function require2faRolesFrom(
  value: string | undefined,
  production: boolean,
): StaffRoleName[] {
  const fallback: StaffRoleName[] = ['owner', 'finance'];
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return production ? fallback : [];
  if (text === '0' || text === 'none' || text === 'false' || text === 'no') return [];
  if (['1', 'true', 'yes', 'on'].includes(text)) return fallback;
  if (text === 'all') return [...ALL_STAFF_ROLES];
  const roles = text.split(',').map((role) => role.trim());
  const unknown = roles.filter((role) => !(ALL_STAFF_ROLES as readonly string[]).includes(role));
  if (unknown.length > 0) throw new Error(`STAFF_REQUIRE_2FA 中的角色无效：${unknown.join(', ')}`);
  return roles as StaffRoleName[];
}

function staffSecurityFrom(
  s: Settings,
  production: boolean,
  options: AppOptions,
): StaffSecurityConfig {
  // The older boolean option (tests, programmatic use) means the default roles.
  const legacy = options.staffRequire2fa;
  return {
    loginLimits: {
      accountSlowdownAfter: s.STAFF_LOGIN_SLOWDOWN_AFTER,
      addressSlowdownAfter: s.STAFF_LOGIN_ADDRESS_SLOWDOWN_AFTER,
      maxDelayMs: s.STAFF_LOGIN_MAX_DELAY_SECONDS * 1000,
      windowMs: 15 * 60_000,
    },
    require2faRoles:
      legacy === undefined
        ? require2faRolesFrom(s.STAFF_REQUIRE_2FA, production)
        : legacy
          ? ['owner', 'finance']
          : [],
  };
}
