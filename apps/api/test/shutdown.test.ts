import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process.js';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Answer {
  status: number;
  body: string;
}

/**
 * A login whose body is still on its way: the server has the request (headers read) and waits for
 * the rest, which `finish` sends. The answer resolves when the server replies.
 */
function slowLogin(base: string, cookie: string, xsrf: string) {
  const body = JSON.stringify({
    name: 'demo',
    password: 'demo123456',
    captchaCode: 'TEST',
    role: 'user',
  });
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${base}/api/login`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie,
          'x-xsrf-token': xsrf,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM stops accepting, answers all 50 requests in flight, then exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dongman-shutdown-'));
    const { base, child } = await startServerProcess(
      {
        DATA_DIR: dataDir,
        // 50 logins of one account from one address at once: lift the attempt budget.
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
        LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '1000',
        LOGIN_SLOWDOWN_AFTER: '1000',
        RATE_LIMIT_PER_MINUTE: '10000',
        CAPTCHA_PER_MINUTE: '10000',
        // 50 scrypt logins on a shared 2-core machine can take over ten seconds.
        SHUTDOWN_TIMEOUT_MS: '60000',
      },
      children,
    );
    // 50 visitors, each with its cookies (a captcha session, the XSRF token), as the site gets them.
    const visitors = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const page = await fetch(`${base}/api/captcha/user`);
        const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0]!);
        const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
        return { cookie: cookies.join('; '), xsrf };
      }),
    );
    const logins = visitors.map((v) => slowLogin(base, v.cookie, v.xsrf));
    // Every request has reached the server (headers read, body half sent).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const port = Number(new URL(base).port);
    // No new connection is accepted while the old ones finish.
    let closed = false;
    for (let i = 0; i < 50 && !closed; i++) {
      closed = await refused(port);
      if (!closed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(closed).toBe(true);
    for (const login of logins) login.finish();
    const answers = await Promise.all(logins.map((login) => login.answer));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    for (const a of answers) expect(JSON.parse(a.body)).toMatchObject({ code: 200 });
    expect(await exited).toBe(0);
  }, 120_000);
});
