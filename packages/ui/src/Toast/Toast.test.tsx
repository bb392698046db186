import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { createToastStore, message, TOAST_MAX } from './store';

describe('toast store', () => {
  it('keeps at most seven toasts, dropping the oldest', () => {
    const store = createToastStore();
    for (let i = 1; i <= TOAST_MAX + 2; i += 1) store.show('info', `第${i}条`);
    const texts = store.getSnapshot().map((t) => t.text);
    expect(texts).toHaveLength(7);
    expect(texts[0]).toBe('第3条');
    expect(texts.at(-1)).toBe('第9条');
  });

  it('dismisses by id', () => {
    const store = createToastStore();
    const id = store.show('error', 'x');
    store.show('error', 'y');
    store.dismiss(id);
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['y']);
  });
});

describe('toasts in UIProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => message.clear());
    vi.useRealTimers();
  });

  it('has both live regions before the first toast and announces into the right one', () => {
    render(<UIProvider>page</UIProvider>);
    const polite = screen.getByRole('status', { name: '通知' });
    const assertive = screen.getByRole('alert', { name: '重要通知' });
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();

    act(() => {
      message.success('登录成功');
      message.error('验证码错误');
    });
    expect(polite).toHaveTextContent('登录成功');
    expect(polite).not.toHaveTextContent('验证码错误');
    expect(assertive).toHaveTextContent('验证码错误');
  });

  it('removes a toast after 3000 ms', () => {
    render(<UIProvider>page</UIProvider>);
    act(() => {
      message.warning('暂无公告');
    });
    const polite = screen.getByRole('status', { name: '通知' });
    act(() => vi.advanceTimersByTime(2900));
    expect(polite).toHaveTextContent('暂无公告');
    act(() => vi.advanceTimersByTime(200));
    expect(polite).toBeEmptyDOMElement();
  });

  it('shows messages sent before the provider mounted', () => {
    message.info('稍后显示');
    render(<UIProvider>page</UIProvider>);
    expect(screen.getByRole('status', { name: '通知' })).toHaveTextContent('稍后显示');
  });
});
