import fc from 'fast-check';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../src/db/schema.js';
import { staffClient } from './staff-helpers.js';
import {
  createTestApp,
  DEMO,
  expectEnvelope,
  loggedIn,
  newMember,
  operations,
  spec,
  Client,
  type TestApp,
} from './helpers.js';

// Property-based fuzzing of every operation of openapi.yaml: generated hostile path parameters,
// query strings and bodies (wrong types, overflowing numbers, control characters, broken
// encodings, other content types, broken JSON). Whatever is sent, the answer is the envelope
// with a status below 500 and no stack trace. Member operations run mostly as a logged-in member;
// operator console operations (those with `x-roles`, found in the document, so new ones are
// covered without a change here) mostly as a staff account holding one of their roles.

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  examples?: unknown[];
  minimum?: number;
  minLength?: number;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}

function resolve<T>(node: T): T {
  let current = node as { $ref?: string };
  while (current?.$ref) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], spec) as {
      $ref?: string;
    };
  }
  return current as T;
}

/** A plausible valid value, so a single mutated field is what the server sees wrong. */
function sample(input: Schema | undefined): unknown {
  const schema = resolve(input ?? {});
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s) as object));
  if (schema.oneOf ?? schema.anyOf) return sample((schema.oneOf ?? schema.anyOf)?.[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) result[key] = sample(prop);
      return result;
    }
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

// Values that broke (or could break) a server that trusts its input.
const HOSTILE_TEXT = [
  '1e309',
  '-1e309',
  '99999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1.5',
  '0x10',
  'huge',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\uD800',
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  'd0',
  'd99999999999',
  'c1e5',
  '__proto__',
  'constructor',
  '{}',
  '[]',
  'null',
  'x'.repeat(5000),
  '😀'.repeat(300),
  '国'.repeat(2000),
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

// Raw percent-encodings that do not decode (the URL is sent exactly so).
const brokenEncoding = fc.constantFrom(
  '%E0%A4%A',
  '%u0000',
  '%',
  '%%',
  '%ZZ',
  '%C0%AF',
  '%ED%A0%80',
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, [], {}, [null], { $ne: 1 }, -1, 0, 1.5, 2 ** 53 + 2, 1e300),
  fc.double(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.array(hostileText, { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 4 }),
  fc.anything({ maxDepth: 3 }),
);

// JSON number tokens that JSON.stringify can never produce.
const rawNumber = fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0', '1E2');

interface Request {
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

function parametersOf(path: string, method: string): Parameter[] {
  const item = spec.paths[path] as Record<string, { parameters?: Parameter[] }>;
  return (item[method.toLowerCase()]?.parameters ?? []).map((p) => resolve(p));
}

function bodySchemaOf(path: string, method: string): Schema | undefined {
  const item = spec.paths[path] as Record<
    string,
    { requestBody?: { content?: Record<string, { schema: Schema }> } }
  >;
  return item[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
}

/** A generator of hostile requests for one operation. */
function requestsFor(path: string, method: string): fc.Arbitrary<Request> {
  const params = parametersOf(path, method);
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
  const bodySchema = bodySchemaOf(path, method);
  const valid = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;

  const segment = fc.oneof(
    { weight: 1, arbitrary: fc.constant('1') },
    { weight: 3, arbitrary: hostileText.map((v) => encodeURIComponent(v.replace(/\uD800/g, ''))) },
    { weight: 1, arbitrary: brokenEncoding },
  );
  const queryValue = fc.oneof(
    hostileText.map((v) => encodeURIComponent(v.replace(/\uD800/g, ''))),
    brokenEncoding,
  );
  const query = fc.array(
    fc.tuple(fc.constantFrom(...queryNames, 'page', 'size', 'unknown', '__proto__'), queryValue),
    { maxLength: 4 },
  );

  const json = (value: unknown) => ({
    payload: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });
  const fieldNames = Object.keys(valid ?? {});
  const body = fc.oneof(
    // One field of a plausible body replaced by a hostile value.
    fc
      .tuple(fc.constantFrom(...fieldNames, 'extra'), hostileJson)
      .map(([field, value]) => json({ ...valid, [field]: value })),
    // A number token that overflows or loses precision.
    fc.tuple(fc.constantFrom(...fieldNames, 'extra'), rawNumber).map(([field, token]) => ({
      payload: JSON.stringify({ ...valid, [field]: 0 }).replace(
        `"${field}":0`,
        `"${field}":${token}`,
      ),
      headers: { 'content-type': 'application/json' },
    })),
    // The whole body replaced.
    hostileJson.map(json),
    // Other content types and broken JSON.
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'text/plain; charset=utf-8',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json',
          '',
        ),
        fc.constantFrom(
          JSON.stringify(valid ?? {}),
          'hello',
          '{',
          '',
          'null',
          '"text"',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"admin":true}}}',
          '['.repeat(5000),
          'a=1&b=2',
        ),
      )
      .map(([type, payload]) => ({
        payload,
        headers: (type ? { 'content-type': type } : {}) as Record<string, string>,
      })),
  );

  return fc
    .record({
      segments: fc.array(segment, { minLength: pathNames.length, maxLength: pathNames.length }),
      query,
      body: method === 'GET' || method === 'DELETE' ? fc.constant(undefined) : body,
    })
    .map(({ segments, query: pairs, body: sent }) => {
      let url = path;
      pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, segments[i] ?? '1')));
      if (pairs.length > 0) url += `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
      return { url, payload: sent?.payload, headers: sent?.headers ?? {} };
    });
}

let t: TestApp;
let member: Client;

beforeAll(async () => {
  t = await createTestApp({
    // The fuzzer is one address sending many requests and failed logins.
    rateLimitPerMinute: 100_000,
    captchaPerMinute: 100_000,
    registerPerHour: 100_000,
    loginLimits: {
      perAccountAddress: 100_000,
      perAddress: 100_000,
      slowdownAfter: 100_000,
      maxDelayMs: 0,
      windowMs: 60_000,
    },
  });
  // The richest member, so entitlement checks pass and deeper code runs.
  const top = await t.app.ctx.db
    .selectFrom('levels')
    .select('id')
    .orderBy('price', 'desc')
    .executeTakeFirstOrThrow();
  await t.app.ctx.db
    .updateTable('users')
    .set({ level_id: top.id, dubbing_expire_time: Date.now() + 86_400_000 * 365 })
    .where('name', '=', DEMO.name)
    .execute();
});
afterAll(() => t.close());

// The binary routes reached by URL (not operations of openapi.yaml) take hostile input too.
describe('fuzzing the file routes', () => {
  for (const prefix of [
    '/api/download/',
    '/api/user/dubbing/audio/',
    '/api/files/',
    '/api/admin/files/',
  ]) {
    it(`${prefix}<hostile> never answers 5xx; failures are envelopes`, async () => {
      const visitor = new Client(t.app);
      member = await loggedIn(t.app);
      const segment = fc.oneof(
        hostileText.map((v) => encodeURIComponent(v.replace(/\uD800/g, ''))),
        brokenEncoding,
        fc
          .string({ unit: 'binary', maxLength: 200 })
          .map((v) => Buffer.from(v).toString('base64url')),
        fc
          .tuple(fc.string({ maxLength: 80 }), fc.string({ maxLength: 60 }))
          .map(
            ([a, b]) =>
              `${Buffer.from(a).toString('base64url')}.${Buffer.from(b).toString('base64url')}`,
          ),
      );
      await fc.assert(
        fc.asyncProperty(segment, fc.boolean(), async (tail, asMember) => {
          const response = await (asMember ? member : visitor).request({
            method: 'GET',
            url: `${prefix}${tail}`,
          });
          if (response.status === 200) return; // a real file (an id that happens to exist)
          expectEnvelope(`${prefix}${tail}`, response.status, response.raw.body);
        }),
        { numRuns: 60, seed: Number(process.env.FUZZ_SEED ?? 14) },
      );
    });
  }
});

// Operations that end the session go after the others, so those run logged in; console operations
// (which may lock the demo member or reset its password) last.
const ORDER = (op: (typeof operations)[number]) =>
  op.needsStaff ? 2 : ['logout', 'updatePassword'].includes(op.operationId) ? 1 : 0;

const staffOperations = operations.filter((op) => op.needsStaff);

describe('fuzzing every operation of openapi.yaml', () => {
  it('covers every operation of the document, the operator console included', () => {
    expect(operations.length).toBeGreaterThanOrEqual(38);
    // Every console operation is found (by its staff cookie) and says who may call it.
    expect(staffOperations.length).toBeGreaterThanOrEqual(30);
    for (const op of staffOperations) expect(op.roles, op.operationId).not.toHaveLength(0);
  });

  for (const op of [...operations].sort((a, b) => ORDER(a) - ORDER(b))) {
    it(`${op.method} ${op.path} (${op.operationId}) never answers 5xx or a non-envelope`, async () => {
      // A fresh staff account per console operation (the first role it allows), so an operation
      // that disables, demotes or logs out a staff account cannot starve the ones after it.
      const caller = op.needsStaff
        ? await staffClient(t.app, op.roles[0] as StaffRole)
        : await loggedIn(t.app);
      member = caller;
      const visitor = new Client(t.app);
      let pastGuard = 0;
      await fc.assert(
        // Mostly with the session the operation wants (deeper code runs), sometimes as a visitor.
        fc.asyncProperty(requestsFor(op.path, op.method), fc.nat(4), async (request, who) => {
          const response = await (who === 0 ? visitor : caller).request({
            method: op.method as 'GET',
            url: request.url,
            payload: request.payload,
            headers: request.headers,
          });
          const label = `${op.operationId} ${request.url}`;
          const type = String(response.raw.headers['content-type'] ?? '');
          // A successful export is the file itself (text/csv in the contract); failures are envelopes.
          if (response.status === 200 && type.startsWith('text/csv'))
            expect(response.raw.body, label).not.toMatch(/at .+\.(ts|js):\d+|node_modules/);
          else expectEnvelope(label, response.status, response.raw.body);
          if (who !== 0 && response.status !== 401 && response.status !== 403) pastGuard += 1;
        }),
        { numRuns: 40, seed: Number(process.env.FUZZ_SEED ?? 14) },
      );
      // The staff session really got past the role guard: the handler's own code was fuzzed.
      if (op.needsStaff)
        expect(pastGuard, `${op.operationId} reached its handler`).toBeGreaterThan(0);
    });
  }
});

// Bodies as an attacker sends them: deep nesting, pixel bombs, malformed HTTP on a raw
// socket, oversize declared lengths. Always the envelope, never a 5xx.
describe('hostile bodies', () => {
  // A document the console fuzz above has left in place.
  const someDocument = async () =>
    (
      await t.app.ctx.db
        .selectFrom('documents')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('a JSON body nested 50,000 deep answers 400, on the sandbox notification too', async () => {
    const visitor = new Client(t.app);
    for (const url of ['/api/pay/notify/sandbox', '/api/login', '/api/user/report']) {
      const response = await visitor.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"a":${deep(50_000)}}`,
      });
      expectEnvelope(url, response.status, response.raw.body);
      expect(response.status, url).toBeLessThan(500);
    }
    const notify = await visitor.request({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${deep(50_000)}}`,
    });
    expect(notify.body).toMatchObject({ code: 400, message: expect.stringMatching(/嵌套过深/) });
  });

  /** A valid PNG whose header claims width × height pixels, in a few dozen bytes. */
  function pixelBomb(width: number, height: number): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  const form = (bytes: Buffer, name = 'bomb.png') => {
    const data = new FormData();
    data.append('file', new Blob([bytes]), name);
    return data;
  };

  it('a pixel bomb answers 400 wherever images enter', async () => {
    const bomb = pixelBomb(100_000, 100_000);
    // A member of its own: the console fuzz above may have reset the demo member's password.
    const author = await newMember(t.app, 'pixel_bomber');
    const report = await author.post('/api/user/report', {
      title: '像素炸弹',
      content: '正文',
      images: [`data:image/png;base64,${bomb.toString('base64')}`],
    });
    expect(report.body).toMatchObject({ code: 400, message: expect.stringMatching(/图片/) });
    const avatar = await author.request({
      method: 'POST',
      url: '/api/user/avatar',
      payload: form(bomb),
    });
    expect(avatar.body).toMatchObject({ code: 400 });
    const editor = await staffClient(t.app, 'editor');
    const id = await someDocument();
    // Covers, banners and image materials (which become their own previews).
    for (const url of [
      `/api/admin/documents/${id}/cover`,
      `/api/admin/documents/${id}/material`,
      '/api/admin/home-image-files',
      '/api/admin/rich-text-images',
    ]) {
      const response = await editor.request({ method: 'POST', url, payload: form(bomb) });
      expectEnvelope(url, response.status, response.raw.body);
      expect(response.body.code, url).toBe(400);
      expect(response.body.message, url).toMatch(/图片/);
    }
  });

  it('an upload whose declared length is over the limit, or whose first bytes are not an image, is refused before it is read', async () => {
    const editor = await staffClient(t.app, 'editor');
    const id = await someDocument();
    const declared = await editor.request({
      method: 'POST',
      url: `/api/admin/documents/${id}/cover`,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(190 * 1024 * 1024),
      },
      payload: '--x\r\n',
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 413, data: null });
    const script = await editor.request({
      method: 'POST',
      url: `/api/admin/documents/${id}/cover`,
      payload: form(Buffer.from('<script>alert(1)</script>'.repeat(500)), 'cover.png'),
    });
    expect(script.body).toMatchObject({ code: 400, message: expect.stringMatching(/文件类型/) });
  });

  /** Sends raw bytes to a listening server and answers the status and body it got back. */
  async function raw(port: number, bytes: Buffer | string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
        resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
      });
    });
  }

  it('malformed HTTP on a raw socket answers the envelope, never 5xx', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const requests: [string, Buffer | string][] = [
      ['NUL in the request line', 'GET /api/notice\0 HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['space in the path', 'GET /api/no tice HTTP/1.1\r\nHost: x\r\n\r\n'],
      [
        'invalid UTF-8 in the request line',
        Buffer.concat([
          Buffer.from('GET /api/notice/'),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
        ]),
      ],
      ['unknown method', 'BREW /api/notice HTTP/1.1\r\nHost: x\r\n\r\n'],
      [
        'bad chunking',
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      ],
      [
        'Content-Length with Transfer-Encoding',
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      ],
      ['a header without a colon', 'GET /api/notice HTTP/1.1\r\nHost x\r\n\r\n'],
    ];
    for (const [label, bytes] of requests) {
      const answer = await raw(port, bytes);
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expectEnvelope(label, answer.status, answer.body);
    }
  });
});
