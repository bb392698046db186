import { describe, expect, it } from 'vitest';
import { format, getCatalogue, loadCatalogue, zhCN } from './index';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('en has exactly the zh-CN keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('loads en on demand, once', async () => {
    expect(getCatalogue('zh-CN')).toBe(zhCN);
    const first = loadCatalogue('en');
    expect(loadCatalogue('en')).toBe(first);
    expect(await first).toBe(en);
    expect(getCatalogue('en')).toBe(en);
    expect(loadCatalogue('en')).toBe(first);
  });

  it.each([
    ['zh-CN', zhCN],
    ['en', en],
  ])('%s has no empty strings', (_locale, messages) => {
    for (const [key, value] of Object.entries(messages)) expect(value.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(zhCN[key]));
    }
  });

  it('has the spec wording for messages users see most', () => {
    expect(zhCN.loginExpired).toBe('未登录或登录已过期，请先登录');
    expect(zhCN.passwordMismatch).toBe('密码和确认密码不一致，请检查');
    expect(zhCN.lockedText).toBe('账号已锁定');
    expect(zhCN.pendingText).toBe('账号审核中');
    expect(en.promptTitle).toBe('Prompt:');
  });
});

describe('format', () => {
  it('fills named placeholders', () => {
    expect(format(zhCN.filing, { number: '京ICP备12345678号' })).toBe('备案号：京ICP备12345678号');
    expect(format('{a} and {a}, {b}', { a: 1, b: 'x' })).toBe('1 and 1, x');
  });

  it('leaves unknown placeholders visible instead of printing undefined', () => {
    expect(format('学员请添加老师助教微信：{id}', {})).toBe('学员请添加老师助教微信：{id}');
    expect(format('{id}')).toBe('{id}');
  });
});
