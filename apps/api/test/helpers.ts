import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.js';
import { REPO_ROOT } from '../src/config.js';
import { listOperations, loadSpec, type OpenApiDocument } from '../src/openapi/spec.js';
import { readOutbox } from '../src/services/sms-provider.js';
import {
  copySqliteTemplate,
  copyTemplateFiles,
  databaseTemplate,
  type TemplateRecord,
} from './support/database-templates.js';
import { createTestDatabase, type TestDatabase } from './support/services.js';

/** TEST_DB=postgres runs the suite on PostgreSQL (the `postgres` vitest project); else SQLite. */
export const TEST_DB: 'sqlite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

// On PostgreSQL a data directory stands for a database: apps built on the same dataDir share
// one (restart and two-instance tests), as they share the SQLite file. Dropped after each test
// file by test/support/per-file.ts (a setup file: this module is loaded once per worker, since
// the files share their modules, vitest.config.ts).
const databases = new Map<string, Promise<AppDatabase>>();

/** Drops the PostgreSQL databases this test file's apps made. */
export async function dropTestDatabases(): Promise<void> {
  const all = await Promise.all(databases.values());
  databases.clear();
  await Promise.all(all.map((d) => d.database.drop()));
}

interface AppDatabase {
  database: TestDatabase;
  /** What it was copied from (null: an empty database). */
  template: TemplateRecord | null;
}

/**
 * The PostgreSQL database of the app on `dataDir` (an app restarted on it gets the same one;
 * `fresh` says this call made it). `template`: the options of the app whose template to copy;
 * null for an empty database.
 */
async function databaseFor(
  dataDir: string,
  template: BuildOptions | null,
): Promise<{ url: string; template: TemplateRecord | null; fresh: boolean }> {
  let database = databases.get(dataDir);
  const fresh = !database;
  if (!database) {
    database = (template ? databaseTemplate('postgres', template) : Promise.resolve(null)).then(
      async (record) => ({ database: await createTestDatabase(record?.source), template: record }),
    );
    databases.set(dataDir, database);
  }
  const { database: made, template: record } = await database;
  return { url: made.url, template: record, fresh };
}

export const TEST_CAPTCHA = 'TEST';
export const DEMO = { name: 'demo', password: 'demo123456' };

export const spec: OpenApiDocument = loadSpec(join(REPO_ROOT, 'openapi.yaml'));
export const operations = listOperations(spec);

/** A mutable clock for expiry tests. */
export function testClock(start = Date.parse('2025-03-01T04:00:00Z')) {
  const clock = { time: start, now: () => clock.time, advance: (ms: number) => (clock.time += ms) };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A server on a fresh temp database; captcha answers are fixed to TEST. The database is a copy of
 * this run's migrated and seeded template (support/database-templates.ts); `fromTemplate: false`
 * for a test about the first start itself, which then migrates and seeds it.
 */
export async function createTestApp(
  options: BuildOptions = {},
  { fromTemplate = true }: { fromTemplate?: boolean } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dongman-api-test-'));
  const build: BuildOptions = {
    captchaTestCode: TEST_CAPTCHA,
    logger: false,
    siteDist: null,
    adminDist: null,
    // The demo's video and audio materials cost ffmpeg work per database: media tests opt in.
    seedMedia: false,
    // Covers drawn per document cost ~500 renders on a cold cache in every test process: the
    // seed's own test opts in.
    seedCovers: false,
    ...options,
  };
  // A fresh database starts as a copy of its kind's template, and its files folder as a copy of
  // the template's (./support/database-templates.ts).
  let template: TemplateRecord | null = null;
  let databaseUrl: string | null = null;
  if (TEST_DB === 'postgres') {
    const made = await databaseFor(dataDir, fromTemplate ? build : null);
    databaseUrl = made.url;
    if (made.fresh) template = made.template;
  }
  const dbFile = join(dataDir, 'site.db');
  if (TEST_DB === 'sqlite' && fromTemplate && !existsSync(dbFile)) {
    template = await databaseTemplate('sqlite', build);
    if (template) copySqliteTemplate(template, dbFile);
  }
  copyTemplateFiles(template, dataDir);
  const app = await buildApp({ ...build, dataDir, databaseUrl });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
  raw: LightMyRequestResponse;
}

/**
 * A browser-like client: keeps cookies and sends the XSRF header on non-GET requests, the way
 * the site's HTTP layer does.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  sendXsrf = true;

  /** `headers` go with every request (a browser's Host and Origin, for the console's origin). */
  constructor(
    readonly app: FastifyInstance,
    readonly headers: Record<string, string> = {},
  ) {}

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request<T = unknown>(options: InjectOptions): Promise<ApiResponse<T>> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && this.sendXsrf && !this.cookies.has('XSRF-TOKEN')) {
      // First contact, like the site's first page load: pick up the XSRF cookie.
      this.remember(
        await this.app.inject({ method: 'GET', url: '/api/notice', headers: this.headers }),
      );
    }
    const headers: Record<string, string> = {
      ...this.headers,
      ...(options.headers as Record<string, string>),
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && this.sendXsrf && xsrf) headers['x-xsrf-token'] = xsrf;
    const response = await this.app.inject({
      ...options,
      method: method as InjectOptions['method'],
      headers,
    });
    this.remember(response);
    let body: Envelope<T>;
    try {
      body = response.json() as Envelope<T>;
    } catch {
      body = { code: response.statusCode, message: response.body, data: null as T };
    }
    return { status: response.statusCode, body, raw: response };
  }

  get<T = unknown>(url: string, query?: Record<string, string | number>) {
    return this.request<T>({ method: 'GET', url, query: query as Record<string, string> });
  }

  post<T = unknown>(url: string, payload?: unknown) {
    return this.request<T>({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  put<T = unknown>(url: string, payload?: unknown) {
    return this.request<T>({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }

  delete<T = unknown>(url: string, query?: Record<string, string | number>) {
    return this.request<T>({ method: 'DELETE', url, query: query as Record<string, string> });
  }

  async login(account: { name: string; password: string } = DEMO): Promise<ApiResponse<UserInfo>> {
    await this.get('/api/captcha/user');
    return this.post<UserInfo>('/api/login', {
      ...account,
      captchaCode: TEST_CAPTCHA,
      role: 'user',
    });
  }
}

export interface UserInfo {
  usersInfo: {
    id: number;
    name: string;
    money: number;
    levelId: number;
    levelName: string;
    dubbingExpireTime: string | null;
    lastLoginIp: string | null;
    lastLoginTime: string | null;
  };
  usersLevelInfo: Record<string, unknown> & { id: number; name: string; price: number };
}

export async function loggedIn(app: FastifyInstance, account = DEMO): Promise<Client> {
  const client = new Client(app);
  const result = await client.login(account);
  expect(result.body, `login as ${account.name}`).toMatchObject({ code: 200 });
  return client;
}

let phoneCounter = 0;
/** A mainland mobile number no other test member uses (one phone number, one account). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

let addressCounter = 0;

/**
 * Asks for a text message the way the site does: a fresh image captcha for the client's session,
 * then the SMS request with its answer (the server checks the captcha before sending anything).
 */
export async function askSmsCode(
  client: Client,
  url: '/api/register/code' | '/api/password/reset/code' | '/api/user/profile/code',
  phone: string,
  remoteAddress?: string,
) {
  const from = remoteAddress ? { remoteAddress } : {};
  // From the same address as the request: captcha images have a per-address limit of their own.
  await client.request({ method: 'GET', url: '/api/captcha/user', ...from });
  return client.request({
    method: 'POST',
    url,
    payload: { phone, captchaCode: TEST_CAPTCHA },
    ...from,
  });
}
/**
 * Sends the registration code to `phone` and reads it from the development outbox, the way a
 * person reads their phone. Each call comes from its own address so the per-address hourly limit
 * (tested on its own) does not cap how many members a test file registers.
 */
export async function registrationCode(client: Client, phone: string): Promise<string> {
  addressCounter += 1;
  const sent = await askSmsCode(
    client,
    '/api/register/code',
    phone,
    `10.${process.pid % 250}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`,
  );
  expect(sent.body, `registration code for ${phone}`).toMatchObject({ code: 200 });
  const message = (await readOutbox(client.app.ctx.config.smsOutboxFile)).find(
    (m) => m.phone === phone,
  );
  if (!message) throw new Error(`no registration code for ${phone} in the outbox`);
  return message.code;
}

/** Registers and logs in a fresh member (lowest level, empty balance). */
export async function newMember(
  app: FastifyInstance,
  name: string,
  password = 'secret123',
  phone = uniquePhone(),
): Promise<Client> {
  const client = new Client(app);
  await client.get('/api/captcha/user');
  const registered = await client.post('/api/register', {
    name,
    password,
    confirmPassword: password,
    phone,
    captchaCode: TEST_CAPTCHA,
    smsCode: await registrationCode(client, phone),
  });
  expect(registered.body, `register ${name}`).toMatchObject({ code: 200 });
  const login = await client.login({ name, password });
  expect(login.body).toMatchObject({ code: 200 });
  return client;
}

/** A member's balance in cents, read from the database (what the money tests check against). */
export async function balanceOf(app: FastifyInstance, name: string): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('users')
    .select('money')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.money;
}

/** A member's id by their login name, read from the database. */
export async function memberId(app: FastifyInstance, name: string): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The sandbox cashier's "pay" button: the sandbox records the payment and notifies the server. */
export function payAtSandboxCashier(app: FastifyInstance, orderNo: string) {
  return app.inject({
    method: 'POST',
    url: `/pay/sandbox/${encodeURIComponent(orderNo)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'result=pay',
  });
}

/**
 * Gives a member money through the real recharge flow (order → sandbox cashier → signed
 * notification); returns the new balance.
 */
export async function recharge(client: Client, payOptionId: number): Promise<number> {
  const order = await client.post<{ orderNo: string }>('/api/user/pay/online', {
    payOptionId,
    payType: 'alipay',
  });
  const orderNo = order.body.data.orderNo;
  const paid = await payAtSandboxCashier(client.app, orderNo);
  expect(paid.statusCode, 'sandbox cashier').toBe(200);
  const state = await client.get<{ money: number; order: { status: string } }>(
    `/api/user/pay/order/${orderNo}`,
  );
  expect(state.body.data.order.status).toBe('paid');
  return state.body.data.money;
}

// --- Contract checks: responses are validated against openapi.yaml (JSON Schema 2020-12). ---

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormatsModule as unknown as (a: Ajv2020) => void)(ajv);
const validators = new Map<string, ValidateFunction>();

function responseSchema(operationId: string, status: number): object {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`unknown operation ${operationId}`);
  const item = (spec.paths[op.path] as Record<string, { responses: Record<string, unknown> }>)[
    op.method.toLowerCase()
  ];
  let response = (item?.responses[String(status)] ?? item?.responses.default) as
    { $ref?: string; content?: Record<string, { schema: object }> } | undefined;
  if (response?.$ref) {
    const name = response.$ref.split('/').pop() as string;
    response = (spec.components as { responses: Record<string, typeof response> }).responses[name];
  }
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} has no JSON response schema for ${status}`);
  return schema;
}

/** Fails the test unless the body matches the operation's response schema in openapi.yaml. */
export function expectContract(operationId: string, response: ApiResponse): void {
  const key = `${operationId}:${response.status === 200 ? 200 : 'default'}`;
  let validate = validators.get(key);
  if (!validate) {
    // Local refs (#/components/...) resolve against the components carried along.
    validate = ajv.compile({
      ...responseSchema(operationId, response.status),
      components: spec.components,
    });
    validators.set(key, validate);
  }
  const valid = validate(response.body);
  expect(valid ? [] : validate.errors, `${operationId} response matches openapi.yaml`).toEqual([]);
  expect(response.body.code).toBe(response.status);
}

/** A success that matches the contract; returns the data. */
export function expectOk<T>(operationId: string, response: ApiResponse<T>): T {
  expect(response.body, `${operationId}: ${response.body.message}`).toMatchObject({ code: 200 });
  expectContract(operationId, response);
  return response.body.data;
}

/** A failure envelope with this code (HTTP status mirrors it) whose message matches. */
export function expectFailure(
  operationId: string,
  response: ApiResponse,
  code: number,
  message?: RegExp | string,
) {
  expect({ status: response.status, code: response.body.code, data: response.body.data }).toEqual({
    status: code,
    code,
    data: null,
  });
  if (message !== undefined) {
    if (typeof message === 'string') expect(response.body.message).toContain(message);
    else expect(response.body.message).toMatch(message);
  }
  expect(response.raw.body).not.toMatch(/at .+\.(ts|js):\d+/); // no stack traces
  expectContract(operationId, response);
}

/** The envelope, a status below 500 that equals its code, data null on failure, no stack. */
export function expectEnvelope(label: string, status: number, raw: string): void {
  expect(status, `${label} answered ${status}: ${raw.slice(0, 200)}`).toBeLessThan(500);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new Error(`${label} answered a body that is not JSON: ${raw.slice(0, 200)}`);
  }
  expect(Object.keys(body as object).sort(), `${label}: ${raw.slice(0, 200)}`).toEqual([
    'code',
    'data',
    'message',
  ]);
  const envelope = body as { code: unknown; message: unknown; data: unknown };
  expect(envelope.code, label).toBe(status);
  expect(typeof envelope.message, label).toBe('string');
  if (status !== 200) expect(envelope.data, label).toBeNull();
  expect(raw, label).not.toMatch(/at .+\.(ts|js):\d+|"stack"|node_modules/);
}
