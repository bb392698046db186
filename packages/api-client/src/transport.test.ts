import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';
import { json, ok, recordingFetch } from './testing';

const quietLogger = () => ({ error: vi.fn() });

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('query parameters', () => {
  it('leaves out params whose value is null or undefined', async () => {
    const { fetch, requests } = recordingFetch(() => ok({ list: [], total: 0, page: 2, size: 20 }));
    const api = createApiClient({ fetch });
    await api.listUserLogs({ page: 2, size: null, startDate: undefined, endDate: '2026-01-31' });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/user/log');
    expect([...url.searchParams.keys()]).toEqual(['page', 'endDate']);
    expect(url.searchParams.get('endDate')).toBe('2026-01-31');
  });
});

describe('XSRF header', () => {
  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on non-GET requests to our own origin', async () => {
    document.cookie = 'XSRF-TOKEN=' + encodeURIComponent('tok en/1');
    const { fetch, requests } = recordingFetch(() => ok(null));
    const api = createApiClient({ fetch });
    await api.logout();
    await api.removeDubbingFavourite(3);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('tok en/1');
    expect(requests[1]!.method).toBe('DELETE');
    expect(requests[1]!.headers.get('X-XSRF-TOKEN')).toBe('tok en/1');
  });

  it('does not send it on GET requests', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const { fetch, requests } = recordingFetch(() => ok([]));
    await createApiClient({ fetch }).listNotices();
    expect(requests[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it("never sends this page's cookie to an absolute (cross-origin) URL", async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const { fetch, requests } = recordingFetch(() => ok(null));
    await createApiClient({ fetch, baseUrl: 'https://partner.example.com' }).logout();
    expect(requests[0]!.url).toBe('https://partner.example.com/api/user/logout');
    expect(requests[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends another origin back the token it named in its X-XSRF-TOKEN response header', async () => {
    document.cookie = 'XSRF-TOKEN=page-cookie';
    const { fetch, requests } = recordingFetch((request) => {
      const response = ok(request.method === 'GET' ? { captcha: 'data:image/png;base64,' } : null);
      response.headers.set('X-XSRF-TOKEN', 'issued-by-api');
      return response;
    });
    const api = createApiClient({ fetch, baseUrl: 'https://api.example.com' });
    await api.getCaptcha();
    await api.login({ name: 'demo', password: 'demo123456', captchaCode: 'ABCD' });
    expect(requests[0]!.credentials).toBe('include');
    expect(requests[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(requests[1]!.headers.get('X-XSRF-TOKEN')).toBe('issued-by-api');
  });

  it('sends cookies with same-origin credentials', async () => {
    const { fetch, requests } = recordingFetch(() => ok([]));
    await createApiClient({ fetch }).listNotices();
    expect(requests[0]!.credentials).toBe('same-origin');
  });
});

describe('transport failures', () => {
  it('log and give an empty list for list reads', async () => {
    const logger = quietLogger();
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const api = createApiClient({ fetch, logger });
    const onTransport = vi.fn();
    api.on('transportError', onTransport);
    await expect(api.listNotices()).resolves.toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('listNotices'),
      expect.any(TypeError),
    );
    expect(onTransport).toHaveBeenCalledWith(
      expect.objectContaining({ operationId: 'listNotices' }),
    );
  });

  it('give nothing for writes and single reads', async () => {
    const logger = quietLogger();
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const api = createApiClient({ fetch, logger });
    await expect(
      api.login({ name: 'demo', password: 'demo123456', captchaCode: 'abcd' }),
    ).resolves.toBeUndefined();
    await expect(api.getTwoClassDocument(1)).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('treat an aborted request as a transport failure', async () => {
    const logger = quietLogger();
    const controller = new AbortController();
    const fetch = vi.fn((request: Request) =>
      request.signal.aborted
        ? Promise.reject(new DOMException('Aborted', 'AbortError'))
        : Promise.resolve(ok([])),
    );
    controller.abort();
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, logger });
    await expect(api.search('分镜', { signal: controller.signal })).resolves.toEqual([]);
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('treat an unparsable body as a transport failure', async () => {
    const logger = quietLogger();
    const { fetch } = recordingFetch(
      () =>
        new Response('<html>bad gateway</html>', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const api = createApiClient({ fetch, logger });
    await expect(api.listOneClasses()).resolves.toEqual([]);
    await expect(api.getSession()).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(2);
  });
});

describe('envelope rules', () => {
  it('code 200 is success with typed data', async () => {
    const { fetch } = recordingFetch(() => ok([{ id: 1, name: '三维素材', sort: 1 }]));
    await expect(createApiClient({ fetch }).listOneClasses()).resolves.toEqual([
      { id: 1, name: '三维素材', sort: 1 },
    ]);
  });

  it('a null body is ignored: no result, no event', async () => {
    const { fetch } = recordingFetch(() => json(null));
    const api = createApiClient({ fetch });
    const failure = vi.fn();
    api.on('failure', failure);
    await expect(api.getUpdateNotice()).resolves.toBeUndefined();
    expect(failure).not.toHaveBeenCalled();
  });

  it('any code above 200 is a failure whose message is reported', async () => {
    const { fetch } = recordingFetch(() =>
      json({ code: 403, message: '余额不足，请先充值', data: null }, 403),
    );
    const api = createApiClient({ fetch });
    const failure = vi.fn();
    const unauthorized = vi.fn();
    api.on('failure', failure);
    api.on('unauthorized', unauthorized);
    const result = await api.upgradeLevel(2);
    expect(result).toEqual({ ok: false, code: 403, message: '余额不足，请先充值', data: null });
    expect(failure).toHaveBeenCalledWith({
      operationId: 'upgradeLevel',
      code: 403,
      message: '余额不足，请先充值',
    });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('a failed list read gives an empty list and reports the failure', async () => {
    const { fetch } = recordingFetch(() =>
      json({ code: 500, message: '服务器繁忙', data: null }, 500),
    );
    const api = createApiClient({ fetch });
    const failure = vi.fn();
    api.on('failure', failure);
    await expect(api.listNotices()).resolves.toEqual([]);
    expect(failure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 500, message: '服务器繁忙' }),
    );
  });

  it('code 401 is reported separately as unauthorized', async () => {
    const { fetch } = recordingFetch(() => json({ code: 401, message: '未登录', data: null }, 401));
    const api = createApiClient({ fetch });
    const failure = vi.fn();
    const unauthorized = vi.fn();
    api.on('failure', failure);
    const off = api.on('unauthorized', unauthorized);
    await api.getSession();
    expect(unauthorized).toHaveBeenCalledWith({ operationId: 'getSession', message: '未登录' });
    expect(failure).not.toHaveBeenCalled();
    off();
    await api.getSession();
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('a 401 code inside an HTTP 200 answer is still unauthorized', async () => {
    const { fetch } = recordingFetch(() =>
      json({ code: 401, message: '登录已过期', data: null }, 200),
    );
    const api = createApiClient({ fetch });
    const unauthorized = vi.fn();
    api.on('unauthorized', unauthorized);
    const result = await api.listReports();
    expect(result?.ok).toBe(false);
    expect(unauthorized).toHaveBeenCalledOnce();
  });
});
