import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../src/routes/range.js';
import { aliyunSignedQuery, aliyunSmsProvider } from '../src/services/sms-provider.js';
import { ingestStream } from '../src/services/files.js';
import { localStorage } from '../src/storage/local.js';
import { s3Storage } from '../src/storage/s3.js';
import type { FileStorage } from '../src/storage/storage.js';
import { createTestApp, type TestApp } from './helpers.js';
import { startTestS3, type TestS3 } from './support/s3.js';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('S3 storage against s3rver (a real S3 implementation)', () => {
  let s3: TestS3;
  let storage: FileStorage;
  beforeAll(async () => {
    s3 = await startTestS3('materials', 'dongman/');
    storage = s3Storage(s3.settings);
  });
  afterAll(() => s3.stop());

  it('puts, reads (whole and a range), checks and removes objects', async () => {
    await storage.putBuffer('ab.txt', Buffer.from('hello material'), 'text/plain');
    expect(await text(await storage.read('ab.txt'))).toBe('hello material');
    expect(await text(await storage.read('ab.txt', { start: 6, end: 13 }))).toBe('material');
    expect(await storage.exists('ab.txt')).toBe(true);
    // The prefix is part of the object's key in the bucket.
    const whole = s3Storage({ ...s3.settings, prefix: '' });
    expect(await text(await whole.read('dongman/ab.txt'))).toBe('hello material');
    await storage.remove('ab.txt');
    expect(await storage.exists('ab.txt')).toBe(false);
    await expect(storage.read('ab.txt')).rejects.toThrow(/NoSuchKey|does not exist/);
  });

  it('streams an upload from a file with its length', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'i11-s3-'));
    try {
      const local = localStorage(dir);
      const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
      await local.putBuffer('source.bin', bytes, 'application/octet-stream');
      const path = join(dir, 'so', 'source.bin');
      await storage.putFile('cd.bin', path, bytes.length, 'application/octet-stream');
      const read = await storage.read('cd.bin');
      const chunks: Buffer[] = [];
      for await (const chunk of read) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused with an unknown access key', async () => {
    // s3rver knows one account (S3RVER); it checks the key id of a V4 signature, not its bytes.
    const intruder = s3Storage({ ...s3.settings, accessKeyId: 'SOMEONE-ELSE' });
    await expect(intruder.putBuffer('x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Access Key Id/,
    );
    expect(await storage.exists('x.txt')).toBe(false);
  });
});

describe('uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDocuments: 0 });
  });
  afterAll(() => t.close());

  it('keeps a file by checksum and refuses wrong content or too many bytes', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const options = { maxBytes: 10_000, accept: ['image/png'] };
    const stored = await ingestStream(t.app.ctx, Readable.from([png]), options);
    expect(stored).toMatchObject({ mime: 'image/png', size: png.length, width: 8, height: 8 });
    expect(stored.storage_key).toBe(`${stored.sha256}.png`);
    const again = await ingestStream(t.app.ctx, Readable.from([png]), options);
    expect(again.id).toBe(stored.id);
    await expect(
      ingestStream(t.app.ctx, Readable.from([Buffer.from('%PDF-1.4 not an image')]), options),
    ).rejects.toThrow('不支持的文件类型');
    await expect(
      // A real PNG start (the type is checked on the first bytes), then more than maxBytes.
      ingestStream(t.app.ctx, Readable.from([Buffer.concat([png, Buffer.alloc(20_000)])]), options),
    ).rejects.toThrow('文件过大');
  });
});

describe('byte ranges', () => {
  it('reads the forms of a single range and refuses ones outside the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});

describe('Aliyun SMS provider', () => {
  it('signs the documented example the way Aliyun does', () => {
    // The example request of Aliyun's RPC signature documentation (SendSms, secret "testSecret").
    const query = aliyunSignedQuery(
      {
        AccessKeyId: 'testId',
        Action: 'SendSms',
        Format: 'XML',
        OutId: '123',
        PhoneNumbers: '15300000001',
        RegionId: 'cn-hangzhou',
        SignName: '阿里云短信测试专用',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
        SignatureVersion: '1.0',
        TemplateCode: 'SMS_71390007',
        TemplateParam: '{"customer":"test"}',
        Timestamp: '2017-07-12T02:42:19Z',
        Version: '2017-05-25',
      },
      'testSecret',
    );
    expect(query.startsWith('Signature=zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D&')).toBe(true);
  });

  it('sends through the HTTP API and fails loudly when the provider refuses', async () => {
    const calls: string[] = [];
    const provider = aliyunSmsProvider(
      {
        accessKeyId: 'id',
        accessKeySecret: 'secret',
        signName: '动漫素材',
        templateCode: 'SMS_1',
        noticeTemplateCode: 'SMS_2',
      },
      (async (url: string) => {
        calls.push(url);
        const ok = calls.length <= 2;
        return new Response(
          JSON.stringify(ok ? { Code: 'OK' } : { Code: 'isv.BUSINESS_LIMIT_CONTROL' }),
        );
      }) as typeof fetch,
    );
    const code = { phone: '13800000009', template: 'code', content: '', text: '…' } as const;
    await provider.send({ ...code, code: '123456' });
    expect(new URL(calls[0]!).searchParams.get('TemplateCode')).toBe('SMS_1');
    expect(new URL(calls[0]!).searchParams.get('TemplateParam')).toBe('{"code":"123456"}');
    // An account notice (sent instead of a code) goes through its own template.
    await provider.send({ ...code, template: 'notice', code: '', content: '该手机号已注册' });
    expect(new URL(calls[1]!).searchParams.get('TemplateCode')).toBe('SMS_2');
    expect(new URL(calls[1]!).searchParams.get('TemplateParam')).toBe(
      '{"content":"该手机号已注册"}',
    );
    await expect(provider.send({ ...code, code: '1' })).rejects.toThrow('BUSINESS_LIMIT_CONTROL');
  });
});
