import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the boot script is told at build time. */
export interface FirstPagePreloads {
  /** The section page's own chunks (the first bundle's are loading already). */
  chunks: string[];
  /** The 'pages' copy part's chunk per language. */
  copy: { 'zh-CN': string; en: string };
  /** The listing's page size (src/features/catalog/sectionPageSize.ts). */
  pageSize: number;
  /** Where a stored language choice lives (src/app/config.ts). */
  localeKey: string;
  /** Where the started reads are left for the API client (src/app/firstAnswers.ts). */
  fetchesKey: string;
}

/** What the page asks the server to write into it (apps/api's site-index plugin). */
export interface WrittenReads {
  /** The JSON block's id (src/app/firstAnswers.ts). */
  answersId: string;
  /** The public reads every first page shows (src/app/firstPageReads.ts). */
  writtenReads: readonly string[];
}

/**
 * Runs in the page before any module, so a section page's reads start while the first bundle is
 * still downloading instead of one round trip after it has run (the shell's and home's answers
 * are written into the page by the server). On a section address (#/twoClass/{id}, ?page=n):
 * the section page's code and its copy, and its first listing, read here and left on `window`
 * for the site's API client (src/app/firstAnswers.ts); as soon as it is in, the first cover (the
 * page's largest paint) is asked for at high priority, so that paint does not wait for the page
 * to render. Only the first: on a phone each request running beside the 127 KB first bundle
 * slows it, and the other covers on screen start as soon as the page renders them.
 * src/app/firstReads.ts asks for the same URLs, and the language rule is src/app/locale.ts's.
 * Plain ES2020 (it is inlined into index.html as it is).
 */
export function preloadFirstPage(preloads: FirstPagePreloads): void {
  const [path = '', query = ''] = location.hash.slice(1).split('?');
  const add = (rel: string, href: string, as?: string, high?: boolean) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.setAttribute('as', as);
    if (high) link.setAttribute('fetchpriority', 'high');
    if (as !== 'image') link.crossOrigin = 'anonymous';
    document.head.append(link);
  };
  const match = /^\/twoClass\/([1-9]\d*)$/.exec(path);
  if (!match) return;
  const pageParam = new URLSearchParams(query).get('page') ?? '';
  const page = /^[1-9]\d*$/.test(pageParam) ? Number(pageParam) : 1;
  let locale: string | null = new URLSearchParams(location.search).get('lang');
  if (locale !== 'en' && locale !== 'zh-CN') {
    try {
      locale = localStorage.getItem(preloads.localeKey);
    } catch {
      locale = null;
    }
  }
  const listingUrl = new URL(
    `./api/two/class/${match[1]}?page=${page}&size=${preloads.pageSize}`,
    location.href,
  ).href;
  const listing = fetch(listingUrl, { credentials: 'same-origin' });
  (window as unknown as Record<string, unknown>)[preloads.fetchesKey] = { [listingUrl]: listing };
  listing
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: { data?: { documents?: { list?: { cover?: string | null }[] } } } | null) => {
      const cover = body?.data?.documents?.list?.[0]?.cover;
      if (cover) add('preload', cover, 'image', true);
    })
    // A failed read is the page's to report when it asks for it; the cover just is not early.
    .catch(() => undefined);
  for (const chunk of preloads.chunks) add('modulepreload', chunk);
  add('modulepreload', locale === 'en' ? preloads.copy.en : preloads.copy['zh-CN']);
}

const chunkOf = (bundle: OutputBundle, module: RegExp): OutputChunk | undefined =>
  Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && !!item.facadeModuleId && module.test(item.facadeModuleId),
  );

/**
 * Inlines preloadFirstPage into the built index.html with the build's chunk names, and leaves the
 * empty JSON block naming the reads the server writes answers into. The API server allows the
 * inline script by its hash in the Content-Security-Policy (apps/api's security plugin).
 */
export function routePreloads({
  answersId,
  writtenReads,
  ...options
}: Omit<FirstPagePreloads, 'chunks' | 'copy'> & WrittenReads): Plugin {
  return {
    name: 'dongman-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const find = (module: RegExp) => {
          const chunk = chunkOf(bundle, module);
          if (!chunk) throw new Error(`route preloads: no chunk for ${module}`);
          return chunk;
        };
        const section = find(/[\\/]features[\\/]catalog[\\/]SectionPage\.tsx$/);
        const entry = Object.values(bundle).find(
          (item): item is OutputChunk => item.type === 'chunk' && item.isEntry,
        );
        const preloaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const href = (fileName: string) => `./${fileName}`;
        const preloads: FirstPagePreloads = {
          chunks: [section.fileName, ...section.imports]
            .filter((file) => !preloaded.has(file))
            .map(href),
          copy: {
            'zh-CN': href(find(/[\\/]i18n[\\/]parts[\\/]pages[\\/]zh-CN\.ts$/).fileName),
            en: href(find(/[\\/]i18n[\\/]parts[\\/]pages[\\/]en\.ts$/).fileName),
          },
          ...options,
        };
        const script = `(${preloadFirstPage.toString()})(${JSON.stringify(preloads)})`;
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: {
                type: 'application/json',
                id: answersId,
                'data-urls': writtenReads.join(' '),
              },
              children: '{}',
              injectTo: 'head',
            },
            { tag: 'script', children: script, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
