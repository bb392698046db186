import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaProviderConfig } from '../config.js';
import { captchaFailed } from '../lib/errors.js';
import { builtInCaptcha, type CaptchaProvider } from './captcha.js';

// GeeTest v4 (极验 行为验证 4.0), a hosted behavioural captcha, behind CaptchaProvider.
// The browser runs GeeTest's gt4.js with our captcha id (getCaptcha answers `geetest4:<id>`) and
// sends the result it gets as captchaCode: JSON {lot_number, captcha_output, pass_token, gen_time}.
// The server then asks GeeTest's /validate (secondary validation, 二次校验) with sign_token =
// HMAC-SHA256(captcha key, lot_number); only result "success" passes. GeeTest refuses a result
// it has already validated, so every result is single use.

export const GEETEST_PREFIX = 'geetest4:';

interface GeetestResult {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

const FIELDS = ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;

/** The browser's result, or undefined when it is not one (then nothing is sent to GeeTest). */
export function parseGeetestResult(code: string): GeetestResult | undefined {
  let value: unknown;
  try {
    value = JSON.parse(code);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  for (const field of FIELDS) {
    const text = record[field];
    if (typeof text !== 'string' || text.length === 0 || text.length > 1024) return undefined;
    // Printable ASCII only: GeeTest's values are hex, base64 and digits.
    if (!/^[\x21-\x7e]+$/.test(text)) return undefined;
  }
  if (!/^\d{1,13}$/.test(record.gen_time as string)) return undefined;
  return Object.fromEntries(FIELDS.map((f) => [f, record[f]])) as unknown as GeetestResult;
}

/** GeeTest's sign_token: HMAC-SHA256 of the lot number with the captcha key, hex. */
export function geetestSignToken(lotNumber: string, captchaKey: string): string {
  return createHmac('sha256', captchaKey).update(lotNumber).digest('hex');
}

export function geetestCaptcha(
  settings: Extract<CaptchaProviderConfig, { kind: 'geetest' }>,
  log?: FastifyBaseLogger,
): CaptchaProvider {
  const unavailable = () => {
    if (settings.failOpen) {
      log?.warn('GeeTest unreachable: captcha skipped (CAPTCHA_FAIL_OPEN=1)');
      return;
    }
    throw captchaFailed('验证服务暂时不可用，请稍后再试');
  };
  return {
    name: 'geetest',

    // Nothing to bind to the session: GeeTest issues the challenge to the browser itself.
    async issue() {
      return `${GEETEST_PREFIX}${settings.captchaId}`;
    },

    async verify(_ctx, _caller, code) {
      const result = parseGeetestResult(code);
      if (!result) throw captchaFailed('请先完成人机验证');
      const body = new URLSearchParams({
        ...result,
        sign_token: geetestSignToken(result.lot_number, settings.captchaKey),
      });
      const url = `${settings.apiServer}/validate?captcha_id=${encodeURIComponent(settings.captchaId)}`;
      let answer: { status?: unknown; result?: unknown; reason?: unknown };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!response.ok) throw new Error(`GeeTest answered HTTP ${response.status}`);
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        log?.warn({ err: error }, 'GeeTest validate failed');
        return unavailable();
      }
      // status "error": our request was malformed (wrong id or key) — a configuration fault.
      if (answer.status !== 'success') {
        log?.error({ reason: answer.reason }, 'GeeTest refused the validate request');
        return unavailable();
      }
      if (answer.result !== 'success') throw captchaFailed('人机验证未通过，请重新验证');
    },
  };
}

/** The provider CAPTCHA_PROVIDER names. */
export function captchaFromConfig(
  config: CaptchaProviderConfig,
  log?: FastifyBaseLogger,
): CaptchaProvider {
  return config.kind === 'geetest' ? geetestCaptcha(config, log) : builtInCaptcha;
}
