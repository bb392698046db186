import { describe, expect, it } from 'vitest';
import { en as uiEn, zhCN as uiZhCN } from '@dongman/ui';
import authPartEn from './parts/auth/en';
import authPartZhCN from './parts/auth/zh-CN';
import corePartEn from './parts/core/en';
import corePartZhCN from './parts/core/zh-CN';
import memberPartEn from './parts/member/en';
import memberPartZhCN from './parts/member/zh-CN';
import pagesPartEn from './parts/pages/en';
import pagesPartZhCN from './parts/pages/zh-CN';

// The rules that keep the site's copy in order (see ./index.ts). Catalogues live beside the code
// that shows them, in `copy/` folders, and are merged into one object at run time, so:
// - a key is owned by one catalogue only (two would silently overwrite each other);
// - zh-CN and en of a catalogue have the same keys, none blank, the same {placeholders};
// - every catalogue is in one load part, so its keys load with the pages that show them;
// - a key that @dongman/ui's catalogue also has says exactly the same, so the two copy systems
//   never disagree on screen.
// The catalogues are found by their folder, so a new one is checked without being listed here.

type Catalogue = Readonly<Record<string, string>>;
type Locale = 'zh-CN' | 'en';

const modules = import.meta.glob<Record<string, Catalogue>>('../**/copy/{zh-CN,en}.ts', {
  eager: true,
});

/** Each catalogue by its folder (`features/catalog/copy`), in one language. */
function cataloguesIn(locale: Locale): Record<string, Catalogue> {
  return Object.fromEntries(
    Object.entries(modules)
      .filter(([path]) => path.endsWith(`/${locale}.ts`))
      .map(([path, module]) => {
        const exported = Object.values(module);
        if (exported.length !== 1) throw new Error(`${path} must export one catalogue`);
        return [path.replace(/^\.\.\//, '').replace(/\/[^/]+\.ts$/, ''), exported[0]!];
      }),
  );
}

/** `key (first owner, second owner)` for every key two catalogues both own. */
function clashes(catalogues: Record<string, Catalogue>): string[] {
  const owner = new Map<string, string>();
  const found: string[] = [];
  for (const [name, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(messages)) {
      const first = owner.get(key);
      if (first) found.push(`${key} (${first}, ${name})`);
      else owner.set(key, name);
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Keys whose English lacks a placeholder the zh-CN source has, or adds one. */
function placeholderMismatches(zh: Catalogue, en: Catalogue): string[] {
  return Object.keys(zh)
    .filter((key) => key in en)
    .filter((key) => {
      const source = new Set(placeholders(zh[key]!));
      const english = new Set(placeholders(en[key]!));
      return [...source].some((name) => !english.has(name)) || english.size > source.size;
    })
    .map((key) => `${key}: "${zh[key]}" vs "${en[key]}"`);
}

const zhCatalogues = cataloguesIn('zh-CN');
const enCatalogues = cataloguesIn('en');
const locales = {
  'zh-CN': {
    ui: uiZhCN,
    catalogues: zhCatalogues,
    parts: { core: corePartZhCN, pages: pagesPartZhCN, member: memberPartZhCN, auth: authPartZhCN },
  },
  en: {
    ui: uiEn,
    catalogues: enCatalogues,
    parts: { core: corePartEn, pages: pagesPartEn, member: memberPartEn, auth: authPartEn },
  },
} as const;

describe('the copy rules', () => {
  it('catch a key two catalogues own and an English that drops a placeholder', () => {
    expect(clashes({ a: { retry: '重试' }, b: { retry: '再试' }, c: { other: '别的' } })).toEqual([
      'retry (a, b)',
    ]);
    expect(placeholderMismatches({ hi: '你好，{name}' }, { hi: 'Hello' })).toEqual([
      'hi: "你好，{name}" vs "Hello"',
    ]);
    expect(placeholderMismatches({ hi: '你好，{name}' }, { hi: 'Hi {name}' })).toEqual([]);
  });
});

describe('site catalogues', () => {
  it('are found in the copy/ folders of the shell and the features, each in both languages', () => {
    expect(Object.keys(zhCatalogues)).toEqual(
      expect.arrayContaining(['shell/copy', 'features/catalog/copy', 'features/member/copy']),
    );
    expect(Object.keys(enCatalogues).sort()).toEqual(Object.keys(zhCatalogues).sort());
  });

  it.each(Object.keys(zhCatalogues))('%s: en has the same keys as zh-CN, none blank', (name) => {
    const zh = zhCatalogues[name]!;
    const en = enCatalogues[name]!;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const blank = [...Object.entries(zh), ...Object.entries(en)].filter(([, text]) => !text.trim());
    expect(blank).toEqual([]);
  });

  it('keep the placeholders of zh-CN in English', () => {
    const mismatches = Object.keys(zhCatalogues).flatMap((name) =>
      placeholderMismatches(zhCatalogues[name]!, enCatalogues[name] ?? {}),
    );
    expect(mismatches).toEqual([]);
  });
});

describe.each(Object.entries(locales))('%s copy', (_locale, { ui, catalogues, parts }) => {
  it('gives every key to one catalogue only', () => {
    expect(clashes(catalogues)).toEqual([]);
  });

  it('loads every catalogue key with exactly one part', () => {
    const owned = new Set(Object.values(catalogues).flatMap((messages) => Object.keys(messages)));
    const served = new Set(Object.values(parts).flatMap((messages) => Object.keys(messages)));
    expect(clashes(parts)).toEqual([]);
    expect([...owned].filter((key) => !served.has(key))).toEqual([]); // a catalogue left out
    expect([...served].filter((key) => !owned.has(key))).toEqual([]);
  });

  it('never gives a library key different wording', () => {
    const library = ui as Record<string, string>;
    const differing = Object.values(catalogues)
      .flatMap((messages) => Object.entries(messages))
      .filter(([key, text]) => key in library && library[key] !== text)
      .map(([key, text]) => `${key}: "${text}" vs the library's "${library[key]}"`);
    expect(differing).toEqual([]);
  });
});
