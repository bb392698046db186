// Site notices written in the console: what the bell shows, sanitised. A member's read marks are
// notice-reads.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from './staff-helpers.js';
import { Client, createTestApp, expectOk, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('notices', () => {
  it('a posted notice appears under the bell, sanitised', async () => {
    const editor = await staffClient(t.app, 'editor');
    expectOk(
      'adminCreateNotice',
      await editor.post('/api/admin/notices', {
        title: '春节放假通知',
        noticeContent: '<p>正常发货</p><script>alert(1)</script>',
      }),
    );
    const notices = expectOk(
      'listNotices',
      await new Client(t.app).get<{ title: string }[]>('/api/notice'),
    );
    expect(notices[0]).toMatchObject({ title: '春节放假通知', noticeContent: '<p>正常发货</p>' });
  });
});
