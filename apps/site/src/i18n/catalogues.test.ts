import { describe, expect, it } from 'vitest';
import { en as uiEn, zhCN as uiZhCN } from '@dongman/ui';
import { en } from './en';
import { memberEn } from './member/en';
import { memberZhCN } from './member/zh-CN';
import { pagesEn } from './pages/en';
import { pagesZhCN } from './pages/zh-CN';
import { zhCN } from './zh-CN';

// The rule that keeps the two copy systems apart: the site's parts (core, pages, member) are merged
// into one object, so a key may live in one part only; and a site key that is also a key of the
// library's catalogue must say exactly the same thing, so the two can never disagree on screen.
const locales = {
  'zh-CN': { ui: uiZhCN, parts: { core: zhCN, pages: pagesZhCN, member: memberZhCN } },
  en: { ui: uiEn, parts: { core: en, pages: pagesEn, member: memberEn } },
} as const;

describe.each(Object.entries(locales))('%s copy', (_locale, { ui, parts }) => {
  it('gives every site key to one part only', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [part, messages] of Object.entries(parts)) {
      for (const key of Object.keys(messages)) {
        const first = owner.get(key);
        if (first) clashes.push(`${key} (${first}, ${part})`);
        owner.set(key, part);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('never gives a library key different wording', () => {
    const library = ui as Record<string, string>;
    const differing = Object.values(parts)
      .flatMap((messages) => Object.entries(messages as Record<string, string>))
      .filter(([key, text]) => key in library && library[key] !== text)
      .map(([key, text]) => `${key}: "${text}" vs the library's "${library[key]}"`);
    expect(differing).toEqual([]);
  });
});
