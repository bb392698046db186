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
  /** Covers on screen when a section page opens (SECTION_EAGER_COVERS): each is preloaded. */
  eagerCovers: number;
  /** The card image's `sizes` (src/lib/imageSizes.ts), so a preload picks the `<img>`'s width. */
  coverLayout: string;
  /** Where a stored language choice lives (src/app/config.ts). */
  localeKey: string;
  /** Where the started reads are left for the API client (src/app/firstAnswers.ts). */
  fetchesKey: string;
}

/** What the boot script reads of a listed document. */
interface ListedCover {
  cover?: string | null;
  coverSizes?: { url: string; width: number }[];
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
 * for the site's API client (src/app/firstAnswers.ts); as soon as it is in, the covers on the
 * first screen (`eagerCovers`, the first rows of the grid) are asked for at high priority, with
 * the card's srcset and sizes so the browser fetches the very width its <img> will pick. All of
 * them, not only the first: the cards are the same size, but sub-pixel rounding makes a
 * second-row cover the largest paint on a phone, and one asked for only once the page has
 * rendered cost a round trip after the render.
 * src/app/firstReads.ts asks for the same URLs, and the language rule is src/app/locale.ts's.
 * Plain ES2020 (it is inlined into index.html as it is).
 */
export function preloadFirstPage(preloads: FirstPagePreloads): void {
  const [path = '', query = ''] = location.hash.slice(1).split('?');
  const add = (rel: string, href: string, as?: string, image?: { srcset: string }) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.setAttribute('as', as);
    if (image) {
      link.setAttribute('fetchpriority', 'high');
      if (image.srcset) {
        link.setAttribute('imagesrcset', image.srcset);
        link.setAttribute('imagesizes', preloads.coverLayout);
      }
    } else link.crossOrigin = 'anonymous';
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
    .then((body: { data?: { documents?: { list?: ListedCover[] } } } | null) => {
      for (const doc of (body?.data?.documents?.list ?? []).slice(0, preloads.eagerCovers)) {
        if (!doc.cover) continue;
        // As src/lib/imageSizes.ts's responsiveImage writes the <img>'s srcset.
        const srcset = (doc.coverSizes ?? []).map((s) => `${s.url} ${s.width}w`).join(', ');
        add('preload', doc.cover, 'image', { srcset });
      }
    })
    // A failed read is the page's to report when it asks for it; the cover just is not early.
    .catch(() => undefined);
  for (const chunk of preloads.chunks) add('modulepreload', chunk);
  // The zh-CN copy is bundled with the pages' code (vite.config.ts): asked for once.
  const copy = locale === 'en' ? preloads.copy.en : preloads.copy['zh-CN'];
  if (!preloads.chunks.includes(copy)) add('modulepreload', copy);
}

/** The chunk a module was bundled into (its own, or a group's such as 'pages'). */
const chunkOf = (bundle: OutputBundle, module: RegExp): OutputChunk | undefined =>
  Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && item.moduleIds.some((id) => module.test(id)),
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
