import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDevice } from '../src/services/devices.js';
import {
  Client,
  createTestApp,
  expectOk,
  loggedIn,
  memberId,
  newMember,
  testClock,
  type TestApp,
} from './helpers.js';
import { staffClient } from './staff-helpers.js';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN';

describe('describeDevice', () => {
  it.each([
    [WINDOWS_CHROME, 'Chrome 120 · Windows'],
    [IPHONE_WECHAT, '微信 · iPhone'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Edge 120 · Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S9180) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36',
      'Chrome 116 · Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      'Safari 17 · macOS',
    ],
  ])('names %s', (agent, name) => {
    expect(describeDevice(agent)).toBe(name);
  });

  it('gives null when nothing is recognised', () => {
    expect(describeDevice('curl/8.4.0')).toBeNull();
    expect(describeDevice('')).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});

describe('devices in the account log and the devices list', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it('the log names the device and keeps the raw agent; the devices list and the console name it too', async () => {
    await newMember(t.app, 'wanderer', 'secret123');
    const phone = new Client(t.app, { 'user-agent': IPHONE_WECHAT });
    expect((await phone.login({ name: 'wanderer', password: 'secret123' })).status).toBe(200);
    const laptop = new Client(t.app, { 'user-agent': WINDOWS_CHROME });
    expect((await laptop.login({ name: 'wanderer', password: 'secret123' })).status).toBe(200);
    const script = await loggedIn(t.app, { name: 'wanderer', password: 'secret123' });

    const log = expectOk(
      'listUserLogs',
      await laptop.get<{
        list: { action: string; userAgent: string | null; device: string | null }[];
      }>('/api/user/log'),
    );
    const logins = log.list.filter((row) => row.action === 'login');
    expect(logins.map((row) => row.device)).toEqual(
      expect.arrayContaining(['Chrome 120 · Windows', '微信 · iPhone']),
    );
    expect(logins.find((row) => row.device === '微信 · iPhone')?.userAgent).toBe(IPHONE_WECHAT);

    const devices = expectOk(
      'listSessions',
      await script.get<{ device: string }[]>('/api/user/sessions'),
    );
    expect(devices.map((d) => d.device)).toEqual(
      expect.arrayContaining(['Chrome 120 · Windows', '微信 · iPhone']),
    );

    // The console's member page: the same names, the raw agent beside them (null: not recognised).
    const reviewer = await staffClient(t.app, 'reviewer');
    const detail = expectOk(
      'adminGetMember',
      await reviewer.get<{ sessions: { device: string | null; userAgent: string }[] }>(
        `/api/admin/members/${await memberId(t.app, 'wanderer')}`,
      ),
    );
    expect(detail.sessions.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Chrome 120 · Windows', '微信 · iPhone', null]),
    );
    expect(detail.sessions.find((s) => s.device === '微信 · iPhone')?.userAgent).toBe(
      IPHONE_WECHAT,
    );
  });
});
