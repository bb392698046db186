import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database, PayType, ProviderName } from '../db/schema.js';
import { SandboxProvider } from './sandbox.js';
import type { PaymentProvider } from './types.js';

export interface PaymentRegistry {
  /** Enabled providers, most preferred first. */
  readonly all: readonly PaymentProvider[];
  byName(name: string): PaymentProvider | undefined;
  /** Who takes payments of this pay type (undefined: not available). */
  forPayType(payType: PayType): PaymentProvider | undefined;
  readonly sandbox: SandboxProvider | undefined;
}

function readKey(path: string, setting: string): string {
  if (!path) throw new Error(`启用该支付渠道需要设置 ${setting}`);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    throw new Error(`无法读取 ${setting}（${path}）：${(error as Error).message}`, {
      cause: error,
    });
  }
}

function required(value: string, setting: string): string {
  if (!value) throw new Error(`启用该支付渠道需要设置 ${setting}`);
  return value;
}

/** The sandbox's HMAC key, created once per database (every process signs and checks with it). */
async function sandboxKey(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key: 'sandbox_pay_key', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'sandbox_pay_key')
    .executeTakeFirstOrThrow();
  return row.value;
}

function notifyUrl(config: AppConfig, provider: ProviderName): string {
  const base = required(config.payments.publicUrl ?? '', 'PUBLIC_URL（通知地址的域名）');
  return `${base}/api/pay/notify/${provider}`;
}

async function build(
  name: ProviderName,
  db: Kysely<Database>,
  config: AppConfig,
): Promise<PaymentProvider> {
  const { wechatpay, alipay } = config.payments;
  if (name === 'sandbox')
    return new SandboxProvider({ db, key: await sandboxKey(db), now: config.now });
  // The merchant SDKs load only when their provider is configured: together they were a good
  // part of every start's module loading.
  if (name === 'wechatpay') {
    const { WechatPayProvider } = await import('./wechatpay.js');
    return new WechatPayProvider({
      appId: required(wechatpay.appId, 'WECHATPAY_APPID'),
      mchId: required(wechatpay.mchId, 'WECHATPAY_MCHID'),
      merchantSerial: required(wechatpay.merchantSerial, 'WECHATPAY_MERCHANT_SERIAL'),
      privateKey: readKey(wechatpay.privateKeyFile, 'WECHATPAY_PRIVATE_KEY_FILE'),
      platformKeyId: required(wechatpay.platformKeyId, 'WECHATPAY_PLATFORM_KEY_ID'),
      platformKey: readKey(wechatpay.platformKeyFile, 'WECHATPAY_PLATFORM_KEY_FILE'),
      morePlatformKeys: Object.fromEntries(
        Object.entries(wechatpay.morePlatformKeyFiles).map(([id, file]) => [
          id,
          readKey(file, `WECHATPAY_PLATFORM_KEYS（${id}）`),
        ]),
      ),
      apiV3Key: readKey(wechatpay.apiV3KeyFile, 'WECHATPAY_APIV3_KEY_FILE'),
      notifyUrl: notifyUrl(config, 'wechatpay'),
      now: config.now,
      timeoutMs: config.payments.timeoutMs,
    });
  }
  const { AlipayProvider } = await import('./alipay.js');
  return new AlipayProvider({
    appId: required(alipay.appId, 'ALIPAY_APP_ID'),
    sellerId: required(alipay.sellerId, 'ALIPAY_SELLER_ID'),
    privateKey: readKey(alipay.privateKeyFile, 'ALIPAY_PRIVATE_KEY_FILE'),
    alipayPublicKey: readKey(alipay.publicKeyFile, 'ALIPAY_PUBLIC_KEY_FILE'),
    gateway: alipay.gateway ?? undefined,
    notifyUrl: notifyUrl(config, 'alipay'),
    now: config.now,
    timeoutMs: config.payments.timeoutMs,
  });
}

/**
 * Providers from PAYMENT_PROVIDERS (keys read from their files now, so a wrong path stops the
 * start); `given` ones (tests with mocked HTTP) come first and replace configured ones by name.
 */
export async function buildPaymentRegistry(
  db: Kysely<Database>,
  config: AppConfig,
  given: readonly PaymentProvider[] = [],
): Promise<PaymentRegistry> {
  const names = new Set(given.map((p) => p.name));
  const all = [...given];
  for (const name of config.payments.providers) {
    if (!names.has(name)) all.push(await build(name, db, config));
  }
  return {
    all,
    byName: (name) => all.find((p) => p.name === name),
    forPayType: (payType) => all.find((p) => p.payTypes.includes(payType)),
    sandbox: all.find((p): p is SandboxProvider => p instanceof SandboxProvider),
  };
}
