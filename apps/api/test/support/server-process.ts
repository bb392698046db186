import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_DIR } from '../../src/config.js';

// Real server processes, for the tests about several of them (one SQLite file, replicas on one
// PostgreSQL, a SIGKILL in the middle of writes), and a browser-like client that speaks HTTP to
// them: app.inject cannot cross a process.

/**
 * Starts src/server.ts in a process of its own (`env` over the test's environment, on a free
 * port) and resolves with its base URL once it listens. The child is added to `children` at once,
 * so the test's afterAll can stop it even when it never starts listening.
 */
export function startServerProcess(
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        CAPTCHA_TEST_CODE: 'TEST',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // The demo's accounts, sections and pages, but no documents: these tests are about
        // processes, and each document's material files (a ZIP, covers, ffmpeg previews) are
        // made before a new server listens.
        SEED_DOCUMENTS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve({ base: `http://127.0.0.1:${match[1]}`, child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}): ${output}`)),
    );
  });
}

export interface HttpReply<T> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/**
 * A browser over real HTTP: it keeps its cookies, echoes the XSRF token on writes and sends
 * `headers` with every request (a client address, say).
 */
export function cookieSession(
  headers: Record<string, string> = {},
  cookies = new Map<string, string>(),
) {
  async function request<T>(url: string, method: string, body?: unknown): Promise<HttpReply<T>> {
    const sent: Record<string, string> = {
      ...headers,
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (method !== 'GET') sent['x-xsrf-token'] = cookies.get('XSRF-TOKEN') ?? '';
    if (body !== undefined) sent['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) cookies.set(name, value ?? '');
    }
    const json = (await response.json()) as Omit<HttpReply<T>, 'status'>;
    return { status: response.status, ...json };
  }
  return { cookies, request };
}
