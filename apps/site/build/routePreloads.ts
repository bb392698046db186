import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the boot script is told at build time. */
export interface SectionPreloads {
  /** The section page's own chunks (the first bundle's are loading already). */
  chunks: string[];
  /** The 'pages' copy part's chunk per language. */
  copy: { 'zh-CN': string; en: string };
  /** The listing's page size (src/features/catalog/sectionPageSize.ts). */
  pageSize: number;
  /** Where a stored language choice lives (src/app/config.ts). */
  localeKey: string;
}

/**
 * Runs in the page before any module: on a section address (#/twoClass/{id}, ?page=n) it asks for
 * the section page's code, its copy and its first listing at once, while the first bundle is still
 * downloading. Without it they start only once that bundle has run, one round trip later.
 * src/app/firstReads.ts reads the same listing URL (the browser hands it the preloaded answer), and
 * the language rule is src/app/locale.ts's. Plain ES2020 (it is inlined into index.html as it is).
 */
export function preloadSection(preloads: SectionPreloads): void {
  const [path = '', query = ''] = location.hash.slice(1).split('?');
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
  const add = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.setAttribute('as', as);
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  };
  add('preload', `./api/two/class/${match[1]}?page=${page}&size=${preloads.pageSize}`, 'fetch');
  for (const chunk of preloads.chunks) add('modulepreload', chunk);
  add('modulepreload', locale === 'en' ? preloads.copy.en : preloads.copy['zh-CN']);
}

const chunkOf = (bundle: OutputBundle, module: RegExp): OutputChunk | undefined =>
  Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && !!item.facadeModuleId && module.test(item.facadeModuleId),
  );

/**
 * Inlines preloadSection into the built index.html with the build's chunk names. The API server
 * allows the inline script by its hash in the Content-Security-Policy (apps/api's security plugin).
 */
export function routePreloads(options: Pick<SectionPreloads, 'pageSize' | 'localeKey'>): Plugin {
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
        const preloads: SectionPreloads = {
          chunks: [section.fileName, ...section.imports]
            .filter((file) => !preloaded.has(file))
            .map(href),
          copy: {
            'zh-CN': href(find(/[\\/]i18n[\\/]parts[\\/]pages[\\/]zh-CN\.ts$/).fileName),
            en: href(find(/[\\/]i18n[\\/]parts[\\/]pages[\\/]en\.ts$/).fileName),
          },
          ...options,
        };
        const script = `(${preloadSection.toString()})(${JSON.stringify(preloads)})`;
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}
