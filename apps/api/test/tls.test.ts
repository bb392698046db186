import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';

// A certificate made here for 127.0.0.1, trusted by these clients only.
const dir = mkdtempSync(join(tmpdir(), 'dongman-tls-'));
const certFile = join(dir, 'cert.pem');
const keyFile = join(dir, 'key.pem');
let cert = '';
let server: TestApp;
let origin = '';

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  cert = pems.cert;
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private);
  server = await createTestApp({ tls: { certFile, keyFile } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.addresses()[0];
  origin = `https://127.0.0.1:${typeof address === 'object' ? address.port : 0}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET over one HTTP/2 connection: status, headers and body. */
function h2Get(session: ClientHttp2Session, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const stream = session.request({ ':path': path });
      let body = '';
      let headers: Record<string, unknown> = {};
      stream.setEncoding('utf8');
      stream.on('response', (received) => (headers = received));
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
      stream.on('error', reject);
      stream.end();
    },
  );
}

describe('the server with TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('answers HTTP/2 clients, several reads on one connection, with cookies marked Secure', async () => {
    const session = connect(origin, { ca: cert });
    try {
      await new Promise<void>((resolve, reject) => {
        session.once('connect', () => resolve());
        session.once('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
      const [notice, classes] = await Promise.all([
        h2Get(session, '/api/notice'),
        h2Get(session, '/api/one/class'),
      ]);
      expect(notice.status).toBe(200);
      expect(JSON.parse(notice.body)).toMatchObject({ code: 200 });
      expect(JSON.parse(classes.body).data.length).toBeGreaterThan(0);
      const cookies = [classes.headers['set-cookie'], notice.headers['set-cookie']]
        .flat()
        .filter((value): value is string => typeof value === 'string');
      expect(cookies).not.toEqual([]);
      for (const value of cookies) expect(value).toMatch(/;\s*Secure/i);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients over TLS', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>(
      (resolve, reject) => {
        const request = httpsRequest(`${origin}/api/notice`, { ca: cert }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }),
          );
        });
        request.on('error', reject);
        request.end();
      },
    );
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect(JSON.parse(answer.body)).toMatchObject({ code: 200 });
  });
});

describe('ADMIN_PORT over TLS', () => {
  it('the console port speaks HTTP/2 with the same certificate; the site port refuses the console', async () => {
    vi.stubEnv('HOST', '127.0.0.1');
    const adminDist = mkdtempSync(join(tmpdir(), 'dongman-tls-console-'));
    writeFileSync(join(adminDist, 'index.html'), '<div id="console-root"></div>');
    const both = await createTestApp({ tls: { certFile, keyFile }, adminPort: 0, adminDist });
    try {
      await both.app.listen({ port: 0, host: '127.0.0.1' });
      const address = both.app.addresses()[0];
      const site = connect(`https://127.0.0.1:${typeof address === 'object' ? address.port : 0}`, {
        ca: cert,
      });
      const console_ = connect(`https://127.0.0.1:${both.app.consolePort ?? 0}`, { ca: cert });
      try {
        const page = await h2Get(console_, '/admin/');
        expect(page.status).toBe(200);
        expect(page.body).toContain('console-root');
        const session = await h2Get(console_, '/api/admin/session');
        expect([session.status, JSON.parse(session.body).code]).toEqual([401, 401]);
        const refused = await h2Get(site, '/api/admin/session');
        expect([refused.status, JSON.parse(refused.body).code]).toEqual([404, 404]);
      } finally {
        site.close();
        console_.close();
      }
    } finally {
      vi.unstubAllEnvs();
      await both.close();
      rmSync(adminDist, { recursive: true, force: true });
    }
  });
});

describe('TLS settings', () => {
  it('turn on Secure cookies and HSTS, and stop a start with only one of the two files', () => {
    const config = resolveConfig({}, { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
    expect(config.tls).toEqual({ certFile, keyFile });
    expect(config.https).toBe(true);
    expect(resolveConfig({}, {}).tls).toBeNull();
    expect(() => resolveConfig({}, { TLS_CERT_FILE: certFile })).toThrow(/TLS_KEY_FILE/);
  });

  it('name an unreadable file when the server starts', async () => {
    await expect(
      createTestApp({ tls: { certFile: join(dir, 'missing.pem'), keyFile } }),
    ).rejects.toThrow(/TLS_CERT_FILE.*missing\.pem/);
  });
});
