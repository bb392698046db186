import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { COPY, expectToast, loginDialog, openSideMenu } from './support/site';
import { recordToasts } from '../../../scripts/toast-log';

// The whole GeeTest v4 path without network: the real server with CAPTCHA_PROVIDER=geetest (its
// own port and data), a stand-in for GeeTest's /validate (checks sign_token, accepts each result
// once), and a stand-in gt4.js served in place of https://static.geetest.com/v4/gt4.js. The CSP
// the server sends must let that script in, as the browser enforces it on routed responses too.

const CAPTCHA_ID = randomBytes(16).toString('hex');
const CAPTCHA_KEY = randomBytes(16).toString('hex');
const issued = new Map<string, Record<string, string>>();
const validated: string[] = [];

function fakeValidate(): Server {
  return createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const lot = form.get('lot_number') ?? '';
      const known = issued.get(lot);
      const sign = createHmac('sha256', CAPTCHA_KEY).update(lot).digest('hex');
      const ok =
        known &&
        form.get('sign_token') === sign &&
        form.get('pass_token') === known.pass_token &&
        !validated.includes(lot);
      if (ok) validated.push(lot);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'success', result: ok ? 'success' : 'fail' }));
    });
  });
}

/** gt4.js as far as the page uses it; "solving" hands over a result GeeTest would accept. */
function fakeGt4(): string {
  const result = {
    lot_number: randomBytes(16).toString('hex'),
    captcha_output: randomBytes(24).toString('base64'),
    pass_token: randomBytes(16).toString('hex'),
    gen_time: String(Math.floor(Date.now() / 1000)),
  };
  issued.set(result.lot_number, result);
  return `window.initGeetest4 = function (config, callback) {
    window.__geetestConfig = config;
    var on = {}, solved = false;
    var captcha = {
      onReady: function (f) { setTimeout(f, 0); return captcha; },
      onSuccess: function (f) { on.success = f; return captcha; },
      onError: function (f) { return captcha; },
      showCaptcha: function () { solved = true; on.success(); },
      getValidate: function () { return solved && ${JSON.stringify(result)}; },
      reset: function () { solved = false; },
      destroy: function () {},
    };
    callback(captcha);
  };`;
}

let validate: Server;
let server: ChildProcess;
let dataDir: string;
let baseURL: string;

test.beforeAll(async () => {
  // A server of its own starts (migrations, the demo seed) beside CI's other suites: at load 12 a
  // start has taken over a minute, where alone it takes three seconds.
  test.setTimeout(240_000);
  validate = fakeValidate();
  await new Promise<void>((done) => validate.listen(0, '127.0.0.1', done));
  const port = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
  dataDir = mkdtempSync(join(tmpdir(), 'dongman-e2e-geetest-'));
  baseURL = `http://127.0.0.1:${port}`;
  const api = fileURLToPath(new URL('../../api/dist/server.js', import.meta.url));
  server = spawn(process.execPath, [api], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SITE_DIST: join(process.env.E2E_DATA_DIR!, 'site'),
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'geetest',
      GEETEST_CAPTCHA_ID: CAPTCHA_ID,
      GEETEST_CAPTCHA_KEY: CAPTCHA_KEY,
      GEETEST_API_SERVER: `http://127.0.0.1:${(validate.address() as AddressInfo).port}`,
    },
  });
  let exited: number | null = null;
  server.on('exit', (code) => (exited = code ?? -1));
  await expect
    .poll(
      async (): Promise<boolean | string> => {
        if (exited !== null) return `the server exited (${exited})`;
        return fetch(`${baseURL}/api/notice`, { signal: AbortSignal.timeout(10_000) }).then(
          (r) => r.ok,
          () => false,
        );
      },
      { timeout: 200_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((done) => validate?.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

test('a member logs in through GeeTest v4', async ({ page, context }) => {
  await recordToasts(context);
  let scripts = 0;
  await page.route('https://static.geetest.com/v4/gt4.js', (route) => {
    scripts += 1;
    return route.fulfill({ contentType: 'application/javascript', body: fakeGt4() });
  });
  // The update notice (shown once per version) is not what this test is about.
  const notice = (await (await fetch(`${baseURL}/api/update/notice`)).json()) as {
    data: { version: string } | null;
  };
  await page.addInitScript((version) => {
    if (version) localStorage.setItem('dongman.updateNotice.seenVersion', version);
  }, notice.data?.version ?? '');
  await page.goto(`${baseURL}/#/home`);
  const nav = await openSideMenu(page);
  await nav.getByRole('button', { name: COPY.memberLogin, exact: true }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: COPY.account, exact: true }).fill(DEMO.name);
  await dialog.getByRole('textbox', { name: COPY.password, exact: true }).fill(DEMO.password);
  // No image or text box: GeeTest's verification, opened from the keyboard.
  await expect(dialog.getByRole('textbox', { name: COPY.captcha })).toHaveCount(0);
  const verify = dialog.getByRole('button', { name: '点击进行人机验证' });
  await verify.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /已完成人机验证/ })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __geetestConfig?: unknown }).__geetestConfig),
  ).toEqual({ captchaId: CAPTCHA_ID, product: 'bind' });

  await dialog.getByRole('button', { name: COPY.login, exact: true }).click();
  await expectToast(page, COPY.loginSuccess);
  await expect(dialog).toBeHidden();
  expect(scripts).toBe(1);
  expect(validated).toHaveLength(1);
});
