import { describe, expect, it } from 'vitest';
import { createAdminClient } from './createAdminClient';
import { json, ok, recordingFetch } from './testing';

describe('createAdminClient', () => {
  it('sends the XSRF cookie as a header on writes and unwraps the envelope', async () => {
    const { fetch, requests } = recordingFetch(() => ok({ ended: 2 }));
    const admin = createAdminClient({ fetch, getCookies: () => 'XSRF-TOKEN=abc' });
    const result = await admin.call(
      admin.raw.POST('/api/admin/members/{memberId}/sessions/end', {
        params: { path: { memberId: 7 } },
      }),
    );
    expect(result).toEqual({ ok: true, code: 200, message: 'ok', data: { ended: 2 } });
    expect(new URL(requests[0]!.url).pathname).toBe('/api/admin/members/7/sessions/end');
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc');
  });

  it('reports a 403 through failure and answers it as not ok', async () => {
    const { fetch } = recordingFetch(() =>
      json({ code: 403, message: '您的角色无权执行此操作', data: null }, 403),
    );
    const admin = createAdminClient({ fetch });
    const failures: string[] = [];
    admin.on('failure', (event) => failures.push(event.message));
    const result = await admin.call(admin.raw.GET('/api/admin/audit', {}));
    expect(result).toMatchObject({ ok: false, code: 403 });
    expect(failures).toEqual(['您的角色无权执行此操作']);
  });
});
