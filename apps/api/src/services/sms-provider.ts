import { createHmac, randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A text message: a verification code (template variable `code`), or an account notice without
 * one (variable `content`: e.g. "this number already has an account", sent instead of saying so
 * on the page).
 */
export interface SmsMessage {
  phone: string;
  template: 'code' | 'notice';
  /** Template variable of a code message: the verification code ('' in a notice). */
  code: string;
  /** Template variable of a notice: what the member is told ('' in a code message). */
  content: string;
  /** The full text, as the member would read it. */
  text: string;
}

/** Sends text messages. The code path above it is the same for every provider. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface OutboxEntry extends SmsMessage {
  time: string;
}

/**
 * DEVELOPMENT OUTBOX — no text message leaves the machine: each message is appended to a JSON-lines
 * file (shown at /dev/outbox outside production) and written to the server log, clearly labelled.
 */
export function outboxSmsProvider(
  file: string,
  log: (line: string) => void,
  now: () => number,
): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      const entry: OutboxEntry = { ...message, time: new Date(now()).toISOString() };
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`);
      log(
        `[开发短信发件箱 / development SMS outbox — not sent] to ${message.phone}: ${message.text}`,
      );
    },
  };
}

export async function readOutbox(file: string, limit = 50): Promise<OutboxEntry[]> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .slice(-limit)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .reverse();
}

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The account-notice template (one variable, `content`). */
  noticeTemplateCode: string;
}

// Aliyun's RPC percent-encoding (RFC 3986, with "~" unescaped).
function percent(value: string): string {
  return encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The signed query of an Aliyun RPC call (signature version 1.0, HMAC-SHA1). */
export function aliyunSignedQuery(params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percent(key)}=${percent(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `GET&${percent('/')}&${percent(canonical)}`;
  const signature = createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
  return `Signature=${percent(signature)}&${canonical}`;
}

/**
 * Aliyun SMS (dysmsapi SendSms): codes through the template with one variable, `code`; account
 * notices through the notice template with one variable, `content`.
 */
export function aliyunSmsProvider(
  settings: AliyunSmsSettings,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): SmsProvider {
  return {
    name: 'aliyun',
    async send(message) {
      const query = aliyunSignedQuery(
        {
          AccessKeyId: settings.accessKeyId,
          Action: 'SendSms',
          Format: 'JSON',
          PhoneNumbers: message.phone,
          RegionId: 'cn-hangzhou',
          SignName: settings.signName,
          SignatureMethod: 'HMAC-SHA1',
          SignatureNonce: randomUUID(),
          SignatureVersion: '1.0',
          TemplateCode:
            message.template === 'code' ? settings.templateCode : settings.noticeTemplateCode,
          TemplateParam: JSON.stringify(
            message.template === 'code' ? { code: message.code } : { content: message.content },
          ),
          Timestamp: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
          Version: '2017-05-25',
        },
        settings.accessKeySecret,
      );
      const response = await fetchImpl(`https://dysmsapi.aliyuncs.com/?${query}`);
      const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (!response.ok || body.Code !== 'OK')
        throw new Error(`aliyun sms failed: ${body.Code ?? response.status} ${body.Message ?? ''}`);
    },
  };
}
