import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@dongman/api-client';
import { startFirstReads } from '../src/app/firstReads';
import { storageKeys } from '../src/app/config';
import { SECTION_PAGE_SIZE } from '../src/features/catalog/sectionPageSize';
import { preloadSection, type SectionPreloads } from './routePreloads';

const preloads: SectionPreloads = {
  chunks: ['./assets/SectionPage-1.js', './assets/pages-1.js'],
  copy: { 'zh-CN': './assets/zh-CN-1.js', en: './assets/en-1.js' },
  pageSize: SECTION_PAGE_SIZE,
  localeKey: storageKeys.locale,
};

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.href,
    as: link.getAttribute('as'),
  }));

/** The URL the site's first read of a section asks for, through the real API client. */
async function firstReadUrl(hash: string): Promise<string> {
  const urls: string[] = [];
  const api = createApiClient({
    fetch: async (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ code: 200, message: '', data: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  await startFirstReads(api, hash).settled();
  const url = urls.find((candidate) => candidate.includes('/api/two/class/'));
  if (!url) throw new Error(`no section read for ${hash}`);
  return url;
}

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the section preloads inlined into index.html', () => {
  it('ask for the same listing the first read asks for, so the browser hands it over', async () => {
    for (const hash of ['#/twoClass/3', '#/twoClass/3?page=2']) {
      window.history.replaceState(null, '', `/${hash}`);
      preloadSection(preloads);
      const listing = links().find((link) => link.rel === 'preload');
      expect(listing?.as).toBe('fetch');
      expect(listing?.href).toBe(await firstReadUrl(hash));
      document.head.innerHTML = '';
    }
  });

  it('ask for the section page’s code and its copy in the reader’s language', () => {
    window.history.replaceState(null, '', '/#/twoClass/1');
    preloadSection(preloads);
    expect(
      links()
        .filter((link) => link.rel === 'modulepreload')
        .map((link) => link.href),
    ).toEqual(
      [...preloads.chunks, preloads.copy['zh-CN']].map((href) => new URL(href, location.href).href),
    );

    document.head.innerHTML = '';
    localStorage.setItem(storageKeys.locale, 'en');
    preloadSection(preloads);
    expect(links().at(-1)?.href).toBe(new URL(preloads.copy.en, location.href).href);

    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/?lang=zh-CN#/twoClass/1');
    preloadSection(preloads);
    expect(links().at(-1)?.href).toBe(new URL(preloads.copy['zh-CN'], location.href).href);
  });

  it('ask for nothing on other pages or a malformed section address', () => {
    for (const hash of ['', '#/home', '#/twoClass/1/4', '#/twoClass/0', '#/twoClass/abc']) {
      window.history.replaceState(null, '', `/${hash}`);
      preloadSection(preloads);
      expect(links(), hash).toEqual([]);
    }
  });
});
