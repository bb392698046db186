import { describe, expect, it, vi } from 'vitest';
import type { ApiEvents } from '@dongman/api-client';
import { connectApiFeedback } from './apiFeedback';

type AnyListener = (event: never) => void;

function fakeEvents() {
  const listeners = new Map<keyof ApiEvents, Set<AnyListener>>();
  return {
    on<K extends keyof ApiEvents>(name: K, listener: (event: ApiEvents[K]) => void) {
      const set = listeners.get(name) ?? new Set<AnyListener>();
      set.add(listener as AnyListener);
      listeners.set(name, set);
      return () => set.delete(listener as AnyListener);
    },
    emit<K extends keyof ApiEvents>(name: K, event: ApiEvents[K]) {
      listeners.get(name)?.forEach((listener) => (listener as (e: ApiEvents[K]) => void)(event));
    },
  };
}

const handlers = () => ({
  showError: vi.fn(),
  onUnauthorized: vi.fn(),
  showNetworkError: vi.fn(),
});

describe('API feedback', () => {
  it('shows a failure message as an error toast, except login (the modal handles it)', () => {
    const api = fakeEvents();
    const h = handlers();
    connectApiFeedback(api as never, h);
    api.emit('failure', { operationId: 'updatePassword', code: 400, message: '当前密码错误' });
    api.emit('failure', { operationId: 'login', code: 402, message: '验证码错误' });
    expect(h.showError).toHaveBeenCalledExactlyOnceWith('当前密码错误');
  });

  it('opens the prompt for a 401 from any call but the session check', () => {
    const api = fakeEvents();
    const h = handlers();
    connectApiFeedback(api as never, h);
    api.emit('unauthorized', { operationId: 'getSession', message: '未登录' });
    expect(h.onUnauthorized).not.toHaveBeenCalled();
    api.emit('unauthorized', { operationId: 'listUserLogs', message: '未登录' });
    expect(h.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows one network toast for a burst of transport failures and none for aborts', () => {
    const api = fakeEvents();
    const h = handlers();
    let now = 1000;
    connectApiFeedback(api as never, h, { networkToastGapMs: 5000, now: () => now });
    api.emit('transportError', {
      operationId: 'listNotices',
      error: new TypeError('fetch failed'),
    });
    api.emit('transportError', { operationId: 'listOneClasses', error: new TypeError('x') });
    api.emit('transportError', {
      operationId: 'search',
      error: new DOMException('aborted', 'AbortError'),
    });
    expect(h.showNetworkError).toHaveBeenCalledTimes(1);
    now += 6000;
    api.emit('transportError', { operationId: 'listNotices', error: new TypeError('again') });
    expect(h.showNetworkError).toHaveBeenCalledTimes(2);
  });

  it('stops reporting once disconnected', () => {
    const api = fakeEvents();
    const h = handlers();
    const off = connectApiFeedback(api as never, h);
    off();
    api.emit('failure', { operationId: 'search', code: 500, message: 'x' });
    expect(h.showError).not.toHaveBeenCalled();
  });
});
