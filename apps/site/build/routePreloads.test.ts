import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@dongman/api-client';
import {
  FIRST_ANSWERS_ID,
  FIRST_FETCHES_KEY,
  fetchWithFirstAnswers,
  resetFirstAnswers,
} from '../src/app/firstAnswers';
import { FIRST_PAGE_READS } from '../src/app/firstPageReads';
import { startFirstReads } from '../src/app/firstReads';
import { storageKeys } from '../src/app/config';
import { SECTION_EAGER_COVERS, SECTION_PAGE_SIZE } from '../src/features/catalog/sectionPageSize';
import { IMAGE_LAYOUT } from '../src/lib/imageSizes';
import { preloadFirstPage, type FirstPagePreloads } from './routePreloads';

const preloads: FirstPagePreloads = {
  chunks: ['./assets/SectionPage-1.js', './assets/pages-1.js'],
  copy: { 'zh-CN': './assets/zh-CN-1.js', en: './assets/en-1.js' },
  pageSize: SECTION_PAGE_SIZE,
  eagerCovers: SECTION_EAGER_COVERS,
  coverLayout: IMAGE_LAYOUT.card,
  localeKey: storageKeys.locale,
  fetchesKey: FIRST_FETCHES_KEY,
};

const covers = ['/api/files/9', null, '/api/files/7', '/api/files/6', '/api/files/5'];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const listing = () =>
  json({
    code: 200,
    message: '操作成功',
    data: {
      oneClass: { id: 1, name: '动画素材', sort: 1 },
      children: [],
      documents: {
        list: covers.map((cover, index) => ({
          id: index + 1,
          title: `素材${index + 1}`,
          cover,
          coverSizes: cover ? [480, 960].map((width) => ({ url: `${cover}-${width}`, width })) : [],
        })),
        total: covers.length,
      },
    },
  });

/** The browser's fetch: a section listing with `covers`, an empty list for anything else. */
let browserFetch = vi.fn<typeof fetch>();
beforeEach(() => {
  browserFetch = vi.fn<typeof fetch>(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.includes('/api/two/class/') ? listing() : json({ code: 200, message: '', data: [] });
  });
  vi.stubGlobal('fetch', browserFetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[FIRST_FETCHES_KEY];
  document.head.innerHTML = '';
  resetFirstAnswers();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.href,
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
    crossOrigin: link.crossOrigin,
  }));
const fetchedUrls = () =>
  browserFetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));

/** The site's first reads of `hash` through the real API client and the site's fetch. */
async function firstReads(hash: string) {
  const api = createApiClient({ fetch: fetchWithFirstAnswers });
  const reads = startFirstReads(api, hash);
  await reads.settled();
  return reads;
}

describe('the boot script inlined into index.html', () => {
  it('reads a section’s listing once and hands that answer to the site’s first read', async () => {
    for (const hash of ['#/twoClass/3', '#/twoClass/3?page=2']) {
      window.history.replaceState(null, '', `/${hash}`);
      browserFetch.mockClear();
      preloadFirstPage(preloads);
      expect(fetchedUrls()).toHaveLength(1);
      const [listingUrl] = fetchedUrls();
      const reads = await firstReads(hash);
      // The site asked for the same URL, and the browser was not asked a second time.
      expect(fetchedUrls().filter((url) => url === listingUrl)).toHaveLength(1);
      expect(fetchedUrls().filter((url) => url.includes('/api/two/class/'))).toHaveLength(1);
      const section = reads.peek('section');
      expect(section?.page).toBe(hash.endsWith('page=2') ? 2 : 1);
      expect(section?.answer?.ok && section.answer.data.documents.list).toHaveLength(covers.length);
      document.head.innerHTML = '';
    }
  });

  it('asks for the first screen’s covers, at the widths the cards pick, as soon as the listing is in', async () => {
    window.history.replaceState(null, '', '/#/twoClass/1');
    preloadFirstPage(preloads);
    await vi.waitFor(() => expect(links().filter((link) => link.as === 'image')).not.toEqual([]));
    const images = [...document.head.querySelectorAll('link[as="image"]')];
    // The first SECTION_EAGER_COVERS documents (4: two rows on a phone), the one without a cover
    // left out: on a phone a second-row cover is the largest paint by a sub-pixel.
    const at = (path: string) => new URL(path, location.href).href;
    expect(images.map((link) => (link as HTMLLinkElement).href)).toEqual(
      ['/api/files/9', '/api/files/7', '/api/files/6'].map(at),
    );
    expect(images.map((link) => link.getAttribute('imagesrcset'))).toEqual(
      [9, 7, 6].map((id) => `/api/files/${id}-480 480w, /api/files/${id}-960 960w`),
    );
    expect(images.every((link) => link.getAttribute('imagesizes') === IMAGE_LAYOUT.card)).toBe(
      true,
    );
    expect(images.every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
    // A plain image request, as the page's <img> makes it, so the browser reuses it.
    expect(images.every((link) => (link as HTMLLinkElement).crossOrigin === null)).toBe(true);
  });

  it('asks for no cover when the first screen’s documents have none (placeholders are drawn instead)', async () => {
    covers.unshift(null, null, null, null);
    try {
      window.history.replaceState(null, '', '/#/twoClass/1');
      preloadFirstPage(preloads);
      const reads = await firstReads('#/twoClass/1');
      expect(reads.peek('section')?.answer?.ok).toBe(true);
      expect(links().filter((link) => link.as === 'image')).toEqual([]);
    } finally {
      covers.splice(0, 4);
    }
  });

  it('asks for no covers when the listing fails, and the site still gets the failure', async () => {
    browserFetch.mockImplementation(async () =>
      json({ code: 500, message: '服务器繁忙', data: null }, 500),
    );
    window.history.replaceState(null, '', '/#/twoClass/1');
    preloadFirstPage(preloads);
    const reads = await firstReads('#/twoClass/1');
    expect(reads.peek('section')).toBeUndefined();
    expect(links().filter((link) => link.as === 'image')).toEqual([]);
  });

  it('asks for the section page’s code and its copy in the reader’s language', () => {
    // The listing stays out: this is about the code and the copy.
    browserFetch.mockImplementation(() => new Promise<Response>(() => undefined));
    window.history.replaceState(null, '', '/#/twoClass/1');
    preloadFirstPage(preloads);
    expect(
      links()
        .filter((link) => link.rel === 'modulepreload')
        .map((link) => link.href),
    ).toEqual(
      [...preloads.chunks, preloads.copy['zh-CN']].map((href) => new URL(href, location.href).href),
    );

    document.head.innerHTML = '';
    localStorage.setItem(storageKeys.locale, 'en');
    preloadFirstPage(preloads);
    expect(links().at(-1)?.href).toBe(new URL(preloads.copy.en, location.href).href);

    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/?lang=zh-CN#/twoClass/1');
    preloadFirstPage(preloads);
    expect(links().at(-1)?.href).toBe(new URL(preloads.copy['zh-CN'], location.href).href);
  });

  it('asks once for a chunk that holds both the section’s code and its zh-CN copy', () => {
    browserFetch.mockImplementation(() => new Promise<Response>(() => undefined));
    const bundled: FirstPagePreloads = {
      ...preloads,
      chunks: ['./assets/section-1.js'],
      copy: { 'zh-CN': './assets/section-1.js', en: './assets/en-1.js' },
    };
    const preloadedModules = () =>
      links()
        .filter((link) => link.rel === 'modulepreload')
        .map((link) => new URL(link.href).pathname);
    window.history.replaceState(null, '', '/#/twoClass/1');
    preloadFirstPage(bundled);
    expect(preloadedModules()).toEqual(['/assets/section-1.js']);

    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/?lang=en#/twoClass/1');
    preloadFirstPage(bundled);
    expect(preloadedModules()).toEqual(['/assets/section-1.js', '/assets/en-1.js']);
  });

  it('asks for nothing on home: its answers and the shell’s are written into the page', () => {
    for (const hash of ['', '#/', '#/home']) {
      window.history.replaceState(null, '', `/${hash}`);
      preloadFirstPage(preloads);
      expect(links(), hash).toEqual([]);
    }
    expect(browserFetch).not.toHaveBeenCalled();
  });
  it('asks for nothing on other pages or a malformed section address', () => {
    for (const hash of ['#/user/info', '#/twoClass/1/4', '#/twoClass/0', '#/twoClass/abc']) {
      window.history.replaceState(null, '', `/${hash}`);
      preloadFirstPage(preloads);
      expect(links(), hash).toEqual([]);
    }
    expect(browserFetch).not.toHaveBeenCalled();
  });
});

describe('the answers the server writes into index.html', () => {
  /** A page like the one the API server serves: `answers` written into the build's block. */
  function writePage(answers: Record<string, unknown>) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ID;
    block.textContent = JSON.stringify(answers);
    document.head.append(block);
  }
  const envelope = (data: unknown) => ({ code: 200, message: '操作成功', data });

  it('serve home’s first reads, the URLs the build names, without asking the network', async () => {
    const answers = {
      './api/one/class': envelope([{ id: 1, name: '动画素材', sort: 1 }]),
      './api/one/class/children': envelope([]),
      './api/custom/nav/menu': envelope({ dubbing: [], ai: [] }),
      './api/notice': envelope([]),
      [FIRST_PAGE_READS.at(-1)!]: envelope([
        { id: 3, imageUrl: 'data:image/png;base64,AA==', url: '' },
      ]),
    };
    expect(Object.keys(answers)).toEqual(FIRST_PAGE_READS);
    writePage(answers);
    const reads = await firstReads('#/home');
    expect(browserFetch).not.toHaveBeenCalled();
    expect(reads.peek('classes')).toEqual([{ id: 1, name: '动画素材', sort: 1 }]);
    expect(reads.peek('homeImages')).toMatchObject({ ok: true, data: [{ id: 3 }] });
  });

  it('are used once; a read not written (or a page without the block) goes to the network', async () => {
    writePage({ './api/notice': envelope([]) });
    const api = createApiClient({ fetch: fetchWithFirstAnswers });
    await api.listNotices();
    expect(browserFetch).not.toHaveBeenCalled();
    await api.listNotices();
    await api.listOneClasses();
    expect(fetchedUrls().map((url) => new URL(url).pathname)).toEqual([
      '/api/notice',
      '/api/one/class',
    ]);
  });
});
