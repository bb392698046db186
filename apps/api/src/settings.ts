import { Ajv, type ErrorObject } from 'ajv';
import { enums } from '@dongman/api-client/contract';

/**
 * Every environment variable the server reads, in one place: its type (a JSON schema checked by
 * ajv), its default, what it means and its production rule. The README tables are generated from
 * this list (`npm run settings:docs -w @dongman/api`; test/settings-docs.test.ts fails when they
 * differ). Adding a setting is one entry here; code reads it as `config.settings.NAME` (or maps it
 * into AppConfig in config.ts).
 */

type Json = Record<string, unknown>;

export interface SettingDoc {
  /** What it does (Markdown, one line). */
  doc: string;
  /** How the default reads in the docs when it is not the schema's literal default. */
  defaultText?: string;
  /** What production demands of it (shown in the docs and enforced in config.ts). */
  production?: string;
  /** Also listed in the root README's short table. */
  essential?: boolean;
  /** Never printed (doctor shows it as set / not set). */
  secret?: boolean;
}

export interface Setting<T> extends SettingDoc {
  schema: Json;
  /** Phantom: the value's TypeScript type. */
  readonly type?: T;
  /** Turns the raw text into what the schema checks (flags, NODE_ENV). */
  prepare?: (raw: string) => unknown;
}

const FLAG_WORDS: Record<string, boolean> = {
  '1': true,
  true: true,
  yes: true,
  on: true,
  '0': false,
  false: false,
  no: false,
  off: false,
};

const text = (doc: SettingDoc & { default?: string; pattern?: string }): Setting<string> => ({
  ...doc,
  schema: {
    type: 'string',
    ...(doc.default !== undefined ? { default: doc.default } : {}),
    ...(doc.pattern ? { pattern: doc.pattern } : {}),
  },
});
const optionalText = (doc: SettingDoc & { pattern?: string }) =>
  text(doc) as Setting<string | undefined>;
const int = (doc: SettingDoc & { default: number; min?: number }): Setting<number> => ({
  ...doc,
  schema: { type: 'integer', minimum: doc.min ?? 0, default: doc.default },
});
const optionalInt = (doc: SettingDoc & { min?: number; max?: number }) =>
  ({
    ...doc,
    schema: { type: 'integer', minimum: doc.min ?? 0, maximum: doc.max ?? 2 ** 31 },
  }) as Setting<number | undefined>;
const fraction = (doc: SettingDoc & { default: number }): Setting<number> => ({
  ...doc,
  schema: { type: 'number', minimum: 0, maximum: 1, default: doc.default },
});
const flag = (doc: SettingDoc & { default?: boolean }): Setting<boolean> => ({
  ...doc,
  schema: { type: 'boolean', default: doc.default ?? false },
  prepare: (raw) => FLAG_WORDS[raw.trim().toLowerCase()] ?? raw,
});
const oneOf = <const V extends string>(
  values: readonly V[],
  doc: SettingDoc & { default?: V },
): Setting<V> => ({
  ...doc,
  schema: { type: 'string', enum: values, ...(doc.default ? { default: doc.default } : {}) },
  prepare: (raw) => raw.trim(),
});
const optionalOneOf = <const V extends string>(values: readonly V[], doc: SettingDoc) =>
  oneOf(values, doc) as Setting<V | undefined>;

const URL_PATTERN = '^https?://[^\\s/]+(/\\S*)?$';

export const SETTINGS = {
  // ── Where it runs ──────────────────────────────────────────────────────────────
  NODE_ENV: {
    ...oneOf(['development', 'test', 'production'], {
      default: 'development',
      doc: '`production` (or `prod`, any case) runs the strict production mode below; `development` and `test` the development server. Any other value refuses to start.',
      essential: true,
    }),
    prepare: (raw: string) => {
      const value = raw.trim().toLowerCase();
      return value === 'prod' ? 'production' : value;
    },
  } as Setting<'development' | 'test' | 'production'>,
  PORT: int({
    default: 3000,
    doc: 'Port to listen on (`0` picks a free one; the URL printed is the real one).',
    essential: true,
  }),
  HOST: text({ default: 'localhost', doc: 'Interface to bind (`0.0.0.0` for all).' }),
  PUBLIC_URL: optionalText({
    pattern: URL_PATTERN,
    doc: "`https://your.site`: the address members use; base of the notification URLs given to WeChat Pay and Alipay (required for them) and of the sandbox cashier link (else the request's host).",
    production: 'required',
    essential: true,
  }),
  HTTPS: flag({
    doc: '`1` when served over HTTPS: Secure cookies, HSTS, upgrade-insecure-requests.',
    production: 'required (or `TLS_CERT_FILE`/`TLS_KEY_FILE`)',
    essential: true,
  }),
  TLS_CERT_FILE: optionalText({
    doc: 'PEM certificate chain: the server speaks HTTPS itself, HTTP/2 with HTTP/1.1 for clients that do not offer h2, and `HTTPS` is implied. With `TLS_KEY_FILE`, both or neither; an unreadable file stops the start with its name. Leave them out behind a proxy that terminates TLS.',
  }),
  TLS_KEY_FILE: optionalText({ doc: 'PEM private key of `TLS_CERT_FILE`.' }),
  TRUST_PROXY: flag({
    doc: '`1` behind a reverse proxy (client address from `X-Forwarded-For`).',
  }),
  CORS_ORIGINS: optionalText({
    doc: 'Comma-separated exact origins (`https://shop.example.com,http://localhost:5174`) whose pages may call the API with cookies (e.g. `@dongman/widgets`). With `HTTPS=1` cookies become `SameSite=None` so a listed origin on another site gets them.',
  }),
  IMAGE_HOSTS: optionalText({
    doc: "Comma-separated origins (`https://cdn.example.com`) added to the CSP's `img-src 'self' data:`.",
  }),
  SITE_DIST: optionalText({
    doc: 'Built site to serve at `/`. Missing → API only, `/` says so.',
    defaultText: '`apps/site/dist` (`site/` in a release)',
  }),
  ADMIN_DIST: optionalText({
    doc: 'Built operator console served at `/admin/` (missing → not served).',
    defaultText: '`apps/admin/dist` (`admin/` in a release)',
  }),
  ADMIN_ORIGIN: optionalText({
    pattern: '^https?://[^\\s/]+/?$',
    doc: "`https://admin.example.com`: the console's own origin (ADR 0034). `/admin/` and `/api/admin/*` are then served only to requests for this host (or on `ADMIN_PORT`) and only to pages of this origin (`Origin`, `Sec-Fetch-Site`); the member site's host answers them 404 (envelope). There the console also reads the captcha, public reads and files, and the site's pages (the console's 预览); other member calls are refused. Must be another origin than `PUBLIC_URL`. Unset, and no `ADMIN_PORT`: the console shares the site's origin (development, `/admin/` on `PORT`).",
    production:
      'https://; a startup warning (and `npm run doctor`) when neither this nor `ADMIN_PORT` is set',
    essential: true,
  }),
  ADMIN_PORT: optionalInt({
    max: 65535,
    doc: "A second port of `HOST` that serves the console (`/admin/`, `/api/admin/*`, and what the console reads besides); the site's `PORT` then refuses them. Point the proxy's console host at it (deploy/nginx.conf), with `ADMIN_ORIGIN` naming that host. `0` picks a free port.",
    production: 'see `ADMIN_ORIGIN`',
    essential: true,
  }),
  OPENAPI_FILE: optionalText({
    doc: 'Contract the routes and validation are built from.',
    defaultText: '`openapi.yaml` of the repository (or the release)',
  }),
  // ── Data ───────────────────────────────────────────────────────────────────────
  DATA_DIR: optionalText({
    doc: 'Directory of `site.db` (SQLite, WAL mode, mapped into memory for reads up to 2 GB: the resident memory of each process counts the pages it has read), `files/` (local storage) and `dubbing-audio/`. Several server processes may share it.',
    defaultText: "`./.data` (the repository's, or the release's)",
    essential: true,
  }),
  DATABASE_URL: optionalText({
    pattern: '^postgres(ql)?://',
    doc: '`postgres://user:password@host:5432/db`: run on PostgreSQL instead of SQLite (migrated and seeded on first start). Needs the `citext` and `pg_trgm` extensions (standard contrib).',
    essential: true,
    secret: true,
  }),
  DATABASE_POOL_SIZE: int({
    default: 10,
    min: 1,
    doc: "PostgreSQL connections per server process; keep replicas × this below the server's `max_connections`.",
  }),
  REDIS_URL: optionalText({
    pattern: '^rediss?://',
    doc: '`redis://host:6379`: request rate limits counted in Redis, shared by every replica (in memory per process without it). A wrong URL stops the start; Redis going away later lets requests through unlimited (logged).',
    essential: true,
    secret: true,
  }),
  REDIS_KEY_PREFIX: text({
    default: 'dongman:',
    doc: 'Prefix of every Redis key (several sites or test runs on one Redis).',
  }),
  SEED_DEMO: flag({
    doc: '`1`: seed the demo members, reports, card codes and catalogue into a new database in production too. Outside production they are always seeded.',
    defaultText: 'on outside production, off in production',
  }),
  SEED_DOCUMENTS: int({
    default: 360,
    doc: 'Demo documents seeded into a new database (100000 works, for benchmarks); none in production without `SEED_DEMO=1`.',
  }),
  STORAGE: oneOf(['local', 's3'], {
    default: 'local',
    doc: '`local` (files under `$DATA_DIR/files`) or `s3` (an S3-compatible store: MinIO, OSS, COS, AWS). Replicas must use `s3`.',
    production:
      'warned when `DATABASE_URL` is set and this is `local` (replicas would not share uploads)',
    essential: true,
  }),
  S3_BUCKET: optionalText({ doc: 'Bucket for `STORAGE=s3` (required then).' }),
  S3_REGION: text({ default: 'us-east-1', doc: 'Region for request signing.' }),
  S3_ENDPOINT: optionalText({
    pattern: URL_PATTERN,
    doc: 'Endpoint URL of a non-AWS store, e.g. `http://127.0.0.1:9000`.',
  }),
  S3_ACCESS_KEY_ID: optionalText({ doc: 'S3 access key id.' }),
  S3_SECRET_ACCESS_KEY: optionalText({ doc: 'S3 secret key.', secret: true }),
  S3_FORCE_PATH_STYLE: flag({
    default: true,
    doc: 'Bucket in the path (MinIO and most self-hosted stores); `0` for virtual-host style.',
  }),
  S3_PREFIX: text({ default: '', doc: 'Key prefix inside the bucket, e.g. `dongman/`.' }),
  UPLOAD_MAX_MB: int({ default: 200, doc: 'Largest material upload (multipart, streamed).' }),
  AVATAR_MAX_KB: int({ default: 2048, doc: 'Largest avatar upload.' }),
  REPORT_IMAGE_MAX_KB: int({ default: 2048, doc: 'Largest report image (decoded).' }),
  MEMBER_IMAGE_QUOTA_MB: int({
    default: 50,
    doc: "Bytes of distinct stored images all of one member's reports may show together; a report that would go over is refused (400), nothing stored.",
  }),
  PREVIEW_WATERMARK: optionalText({
    doc: 'Text stamped, semi-transparent, in the corner of every preview image made from then on (each width of covers and galleries), e.g. `动漫素材会员站`; unset or `off`: none. Never on the downloadable material. Previews made before keep what they had until `npm run previews:rebuild` makes them again from their originals.',
  }),
  FFMPEG_PATH: text({
    default: 'ffmpeg',
    doc: 'The ffmpeg program (Debian `ffmpeg`; installed by `npm start` and the test set-up when missing): makes the poster and muted clip of video materials and the waveform and clip of audio ones, in the background after upload. Missing: the server runs, those materials have no preview, and `npm run doctor` and the start-up log say so.',
  }),
  FFPROBE_PATH: text({
    default: 'ffprobe',
    doc: 'The ffprobe program (same Debian package): tells a video from an audio-only file before a preview is made.',
  }),
  MEDIA_PREVIEW_SECONDS: int({
    default: 8,
    min: 1,
    doc: 'Length of the clip made of a video or audio material (its first seconds).',
  }),
  // ── Payments ───────────────────────────────────────────────────────────────────
  PAYMENT_PROVIDERS: optionalText({
    doc: 'Comma list of `wechatpay`, `alipay`, `sandbox`, most preferred first. None → recharge unavailable: pay options are empty and say so, orders are refused.',
    defaultText: '`sandbox`; in production none',
    production: '`sandbox` refused without `PAYMENT_SANDBOX_IN_PRODUCTION=1`',
    essential: true,
  }),
  PAYMENT_SANDBOX_IN_PRODUCTION: flag({
    doc: '`1` lets production run with the sandbox (it credits balances without real money).',
    essential: true,
  }),
  ORDER_TTL_MINUTES: int({
    default: 30,
    doc: 'A pending recharge order closes after this long (checked on read and every minute).',
  }),
  PAYMENT_TIMEOUT_MS: int({
    default: 5000,
    min: 1,
    doc: 'Longest wait for one payment provider call (create, query, close, refund, refund query). After it the call is abandoned: a payment query is answered "try again", a refund becomes `unknown` (number and debit kept) until the provider answers. No provider call is made inside a database transaction.',
  }),
  WECHATPAY_APPID: optionalText({
    doc: 'WeChat Pay: the AppID bound to the merchant (公众号/小程序/网站应用).',
  }),
  WECHATPAY_MCHID: optionalText({ doc: 'WeChat Pay: merchant id (商户号).' }),
  WECHATPAY_MERCHANT_SERIAL: optionalText({
    doc: 'WeChat Pay: serial number of the merchant API certificate (商户API证书序列号).',
  }),
  WECHATPAY_PRIVATE_KEY_FILE: optionalText({
    doc: 'WeChat Pay: path of the merchant API private key, `apiclient_key.pem`.',
  }),
  WECHATPAY_PLATFORM_KEY_ID: optionalText({
    doc: 'WeChat Pay: the WeChat Pay public key id (`PUB_KEY_ID_…`), or the platform certificate serial.',
  }),
  WECHATPAY_PLATFORM_KEY_FILE: optionalText({
    doc: 'WeChat Pay: path of the WeChat Pay public key (`pub_key.pem`) or platform certificate PEM.',
  }),
  WECHATPAY_PLATFORM_KEYS: optionalText({
    pattern: '^\\s*[^=,\\s]+\\s*=[^,]+(,\\s*[^=,\\s]+\\s*=[^,]+)*$',
    doc: 'WeChat Pay: more platform keys accepted at the same time, for a rotation: `PUB_KEY_ID_0002=/secrets/pub_key_2.pem,5157F09E…=/secrets/platform_cert.pem` (key id or certificate serial `=` PEM file). Notifications and answers are verified with the key their `Wechatpay-Serial` names; an unknown one is refused.',
  }),
  WECHATPAY_APIV3_KEY_FILE: optionalText({
    doc: 'WeChat Pay: path of a file holding the 32-character APIv3 key.',
  }),
  ALIPAY_APP_ID: optionalText({ doc: "Alipay: the application's APPID." }),
  ALIPAY_SELLER_ID: optionalText({
    pattern: '^2088\\d{12}$',
    doc: "Alipay: your merchant account's Alipay user id (`2088…`, 商户PID). A notification or query answer for another seller is refused, as Alipay's docs require.",
    production: 'required when `PAYMENT_PROVIDERS` includes `alipay`',
  }),
  ALIPAY_PRIVATE_KEY_FILE: optionalText({
    doc: 'Alipay: path of the application private key (PEM, PKCS#1 or PKCS#8).',
  }),
  ALIPAY_PUBLIC_KEY_FILE: optionalText({
    doc: 'Alipay: path of the Alipay public key (支付宝公钥, PEM).',
  }),
  RECONCILE_DAILY_AT: optionalText({
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    doc: "China time (`HH:MM`, e.g. `10:00`) at which the server reconciles yesterday with every provider's bill each day (对账, source `schedule`). Unset: only from the console or `npm run reconcile`. WeChat Pay and Alipay publish a day's bill after about 09:00 (China time) the next day.",
  }),
  ALIPAY_GATEWAY: optionalText({
    pattern: URL_PATTERN,
    doc: 'Alipay gateway (the Alipay sandbox: `https://openapi-sandbox.dl.alipaydev.com/gateway.do`).',
    defaultText: '`https://openapi.alipay.com/gateway.do`',
  }),
  // ── Members, staff and limits ──────────────────────────────────────────────────
  ADMIN_INITIAL_PASSWORD: optionalText({
    doc: 'On a start with no staff account, creates the console owner `admin` with this password (or use `npm run staff`).',
    defaultText: '`admin123456` outside production; none in production',
    essential: true,
    secret: true,
  }),
  STAFF_REQUIRE_2FA: optionalText({
    pattern:
      '^\\s*(0|1|true|false|yes|no|on|off|none|all|(owner|editor|reviewer|finance)(\\s*,\\s*(owner|editor|reviewer|finance))*)\\s*$',
    doc: 'Roles that must sign in with a TOTP second factor before any other console call: a comma list (`owner,finance`), `all` or `none`; `1` means `owner,finance`.',
    defaultText: '`owner,finance` in production; none otherwise',
    production: 'on for owner and finance unless set to `none`',
  }),
  STAFF_LOGIN_SLOWDOWN_AFTER: int({
    default: 5,
    min: 1,
    doc: 'Failed console sign-ins on one staff name (any address) before attempts are spaced out (growing delay, never a lock).',
  }),
  STAFF_LOGIN_ADDRESS_SLOWDOWN_AFTER: int({
    default: 50,
    min: 1,
    doc: 'Failed console sign-ins from one address (any names) before its attempts are spaced out.',
  }),
  STAFF_LOGIN_MAX_DELAY_SECONDS: int({
    default: 30,
    min: 1,
    doc: 'Longest wait between two console sign-in attempts.',
  }),
  PASSWORD_HASH_COST: int({
    default: 16384,
    min: 1024,
    doc: "scrypt's cost N (a power of two) for new password hashes; each hash keeps its own, so changing it leaves existing accounts able to sign in. The API's tests use 1024.",
    production: 'at least 16384',
  }),
  STAFF_SESSION_TTL_HOURS: int({ default: 12, doc: 'Console (staff) session lifetime.' }),
  REGISTRATION_REVIEW: flag({
    doc: '`1`: new member accounts start pending (账号审核中) until a reviewer approves them in the console.',
  }),
  SESSION_TTL_HOURS: int({
    default: 168,
    doc: 'Member session lifetime (sliding). Visitor sessions (captcha) last 30 minutes.',
  }),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: int({
    default: 5,
    doc: 'Failed logins for one account from one address in 15 minutes before 429 (that pair only).',
  }),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int({
    default: 100,
    doc: 'Failed logins per client address (any accounts) in 15 minutes before 429.',
  }),
  LOGIN_SLOWDOWN_AFTER: int({
    default: 5,
    doc: 'Failed logins on an account (any address) after which attempts are spaced out: 1 s, 2 s, 4 s … (never a lock).',
  }),
  LOGIN_MAX_DELAY_SECONDS: int({
    default: 60,
    doc: 'Longest wait between attempts on a slowed-down account.',
  }),
  RATE_LIMIT_PER_MINUTE: int({
    default: 600,
    doc: "Requests per minute per address, whole server (the site's and console's hashed asset files are not counted).",
  }),
  CAPTCHA_PER_MINUTE: int({ default: 60, doc: 'Captcha images per minute per address.' }),
  REGISTER_PER_HOUR: int({ default: 30, doc: 'Registrations per hour per address.' }),
  DUBBING_DAILY_LIMIT: int({
    default: 20,
    doc: 'Dubbing jobs per member per China calendar day.',
  }),
  SPEECH_PROVIDER: oneOf(enums.SpeechEngine, {
    default: 'espeak',
    doc: 'Dubbing engine: `espeak` (eSpeak NG on this machine, Mandarin voice `cmn-latn-pinyin`; installed by `npm start` and the test set-up when missing), `azure` (Azure Speech, needs `AZURE_SPEECH_KEY` and `AZURE_SPEECH_REGION`) or `tencent` (Tencent Cloud TTS, needs `TENCENT_SECRET_ID` and `TENCENT_SECRET_KEY`).',
  }),
  ESPEAK_NG_PATH: text({ default: 'espeak-ng', doc: 'The eSpeak NG program.' }),
  AZURE_SPEECH_KEY: optionalText({
    doc: 'Azure Speech resource key. Required with `SPEECH_PROVIDER=azure`.',
    secret: true,
  }),
  AZURE_SPEECH_REGION: optionalText({
    pattern: '^[a-z0-9]+$',
    doc: 'Azure Speech resource region, e.g. `chinaeast2` or `eastasia`. Required with `SPEECH_PROVIDER=azure`.',
  }),
  AZURE_SPEECH_AUTH: oneOf(['key', 'token'] as const, {
    default: 'key',
    doc: '`key`: each request carries `Ocp-Apim-Subscription-Key`; `token`: the key is exchanged for a 10-minute bearer token (`issueToken`), reused for 9 minutes.',
  }),
  AZURE_SPEECH_ENDPOINT: optionalText({
    pattern: URL_PATTERN,
    doc: 'Synthesis base URL; defaults to `https://{region}.tts.speech.microsoft.com` (Azure China: `https://{region}.tts.speech.azure.cn`). Tests point it at a stand-in.',
  }),
  AZURE_SPEECH_TOKEN_URL: optionalText({
    pattern: URL_PATTERN,
    doc: 'Token URL for `AZURE_SPEECH_AUTH=token`; defaults to `https://{region}.api.cognitive.microsoft.com/sts/v1.0/issueToken`.',
  }),
  TENCENT_SECRET_ID: optionalText({
    doc: 'Tencent Cloud API key ID (AKID…). Required with `SPEECH_PROVIDER=tencent`.',
  }),
  TENCENT_SECRET_KEY: optionalText({
    doc: 'Tencent Cloud API key secret (signs every call, TC3-HMAC-SHA256). Required with `SPEECH_PROVIDER=tencent`.',
    secret: true,
  }),
  TENCENT_TTS_REGION: text({
    default: 'ap-guangzhou',
    doc: 'Tencent Cloud region sent as `X-TC-Region`.',
  }),
  TENCENT_TTS_ENDPOINT: text({
    default: 'https://tts.tencentcloudapi.com',
    pattern: URL_PATTERN,
    doc: 'Tencent Cloud TTS API address (`TextToVoice`, version 2019-08-23). Tests point it at a stand-in.',
  }),
  SPEECH_TIMEOUT_MS: int({
    default: 30000,
    min: 1,
    doc: 'One synthesis (one sentence) taking longer is stopped and counts as a failed try.',
  }),
  DUBBING_MAX_ATTEMPTS: int({
    default: 3,
    min: 1,
    doc: "Tries before a dubbing job fails (a failed job gives the member's daily count back).",
  }),
  DUBBING_RETRY_DELAY_MS: int({
    default: 5000,
    doc: 'Wait before the second try of a dubbing job; doubles after each, up to 16×.',
  }),
  DUBBING_WORKERS: int({
    default: 1,
    min: 1,
    doc: 'Dubbing jobs one server process works on at once (keep at most the CPU count). With `REDIS_URL` the queue is shared by every replica (BullMQ).',
  }),
  PLUGIN_REBIND_COOLDOWN_DAYS: int({
    default: 30,
    doc: "Days between two plugin machine swaps once a member holds the level's machine limit.",
  }),
  PLUGIN_UNBINDS_PER_30_DAYS: int({
    default: 2,
    doc: 'Plugin machines a member may unbind themselves in any 30 days (0: only support can).',
  }),
  // ── Captcha and SMS ────────────────────────────────────────────────────────────
  CAPTCHA_PROVIDER: oneOf(['builtin', 'geetest'], {
    default: 'builtin',
    doc: '`builtin` (the PNG image) or `geetest` (GeeTest v4 行为验证, a hosted behavioural captcha).',
  }),
  GEETEST_CAPTCHA_ID: optionalText({
    pattern: '^[0-9a-fA-F]{32}$',
    doc: 'GeeTest v4 captcha ID (32 hex characters, public). Required with `CAPTCHA_PROVIDER=geetest`.',
  }),
  GEETEST_CAPTCHA_KEY: optionalText({
    doc: 'GeeTest v4 key (secret, signs the validation). Required with `CAPTCHA_PROVIDER=geetest`.',
    secret: true,
  }),
  GEETEST_API_SERVER: text({
    default: 'https://gcaptcha4.geetest.com',
    pattern: URL_PATTERN,
    doc: "GeeTest's validation server.",
  }),
  CAPTCHA_TIMEOUT_MS: int({ default: 5000, doc: "How long to wait for GeeTest's answer." }),
  CAPTCHA_FAIL_OPEN: flag({
    doc: '`1`: when GeeTest cannot be reached, let the login through as GeeTest advises (the login attempt budget still holds); else 402 验证服务暂时不可用.',
  }),
  SMS_PROVIDER: optionalOneOf(['outbox', 'aliyun'], {
    doc: '`outbox`: development outbox — codes go to the log, `$DATA_DIR/sms-outbox.jsonl` and `/dev/outbox` (outside production), nothing is sent. `aliyun`: Aliyun SMS.',
    defaultText: '`outbox` (`aliyun` in production)',
  }),
  SMS_ACCESS_KEY_ID: optionalText({ doc: 'Aliyun AccessKey id for `SMS_PROVIDER=aliyun`.' }),
  SMS_ACCESS_KEY_SECRET: optionalText({
    doc: 'Aliyun AccessKey secret for `SMS_PROVIDER=aliyun`.',
    secret: true,
  }),
  SMS_SIGN_NAME: optionalText({ doc: 'Aliyun SMS signature.' }),
  SMS_TEMPLATE_CODE: optionalText({ doc: 'Aliyun SMS template (one variable, `code`).' }),
  SMS_NOTICE_TEMPLATE_CODE: optionalText({
    doc: 'Aliyun SMS template for account notices sent instead of a code, e.g. "this number already has an account" (one variable, `content`).',
  }),
  SMS_PER_PHONE_PER_HOUR: int({
    default: 5,
    doc: 'Codes per phone number per hour (and at most one a minute).',
  }),
  SMS_PER_ADDRESS_PER_HOUR: int({ default: 20, doc: 'Codes per client address per hour.' }),
  // ── Operations ─────────────────────────────────────────────────────────────────
  METRICS_TOKEN: optionalText({
    doc: '`GET /metrics` (Prometheus text) answers only requests with `Authorization: Bearer <this>`.',
    production: '`/metrics` is closed (403) unless this or `METRICS_PORT` is set',
    essential: true,
    secret: true,
  }),
  METRICS_PORT: optionalInt({
    min: 1,
    max: 65535,
    doc: "`/metrics` is served on this port of `HOST` instead (for a scraper on a private network), and no longer on the site's port.",
    essential: true,
  }),
  SHUTDOWN_TIMEOUT_MS: int({
    default: 25_000,
    doc: "On SIGTERM/SIGINT the server stops accepting connections and gives requests in flight this long to finish, then closes the pools and exits 0 (1 when it had to cut requests off). Keep it under the supervisor's stop timeout (systemd `TimeoutStopSec`, Kubernetes `terminationGracePeriodSeconds`).",
  }),
  // ── Logs and tests ─────────────────────────────────────────────────────────────
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
    doc: 'pino level. Cookies, XSRF tokens, passwords and download tokens are never logged.',
  }),
  LOG_SLOW_MS: int({
    default: 500,
    doc: 'Reads slower than this get a log line at info level. Writes and errors always do; other reads only at `debug`.',
  }),
  LOG_SAMPLE_RATE: fraction({
    default: 0,
    doc: 'Fraction (0–1) of ordinary reads logged at info level anyway.',
  }),
  CAPTCHA_TEST_CODE: optionalText({
    doc: 'Fixes every captcha answer (automated tests only).',
    production: 'refused',
    essential: true,
  }),
  TEST_CLOCK: flag({
    doc: '`1`: a request may move its own clock with `X-Test-Clock-Offset` (end-to-end tests of quotas and expiries).',
    production: 'refused',
  }),
} satisfies Record<string, Setting<unknown>>;

export type SettingName = keyof typeof SETTINGS;
type ValueOf<S> = S extends Setting<infer T> ? T : never;
/** The validated environment: every variable typed, defaults applied. */
export type Settings = { [K in SettingName]: ValueOf<(typeof SETTINGS)[K]> };

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true });
const validate = ajv.compile({
  type: 'object',
  properties: Object.fromEntries(Object.entries(SETTINGS).map(([name, s]) => [name, s.schema])),
});

/** What a value must look like, for the messages. */
function expectation(schema: Json): string {
  if (Array.isArray(schema.enum)) return `之一：${(schema.enum as string[]).join(' | ')}`;
  if (schema.type === 'boolean') return ' 1 或 0';
  if (schema.type === 'integer')
    return schema.maximum !== undefined
      ? `${String(schema.minimum)}–${String(schema.maximum)} 的整数`
      : `不小于 ${String(schema.minimum)} 的整数`;
  if (schema.type === 'number')
    return `${String(schema.minimum)} 到 ${String(schema.maximum)} 之间的数`;
  if (typeof schema.pattern === 'string') return `符合 ${schema.pattern} 的值`;
  return '文本';
}

export interface SettingsResult {
  settings: Settings;
  /** One line per bad variable, each naming it. */
  problems: string[];
  /** The variables the environment set (not defaulted). */
  given: Set<SettingName>;
}

/** Validates the whole environment at once; never throws. Empty values count as unset. */
export function readSettings(env: Record<string, string | undefined>): SettingsResult {
  const data: Record<string, unknown> = {};
  const given = new Set<SettingName>();
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting<unknown>][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    given.add(name);
    data[name] = setting.prepare ? setting.prepare(raw) : raw.trim();
  }
  const problems: string[] = [];
  // Validated in place (ajv fills the defaults); an alias keeps `data` from being narrowed.
  const input: object = data;
  if (!validate(input)) {
    const seen = new Set<string>();
    for (const error of validate.errors as ErrorObject[]) {
      const name = error.instancePath.slice(1) as SettingName;
      if (!name || seen.has(name)) continue;
      seen.add(name);
      const schema: Json = SETTINGS[name].schema;
      problems.push(`${name}：应为${expectation(schema)}，现为 ${JSON.stringify(env[name])}`);
      // A bad value falls back to the default so the other checks can still run.
      delete data[name];
      if ('default' in schema) data[name] = schema.default;
    }
  }
  return { settings: data as Settings, problems, given };
}
