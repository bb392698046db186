/**
 * Reads the boot script in index.html (build/routePreloads.ts) started before any module ran,
 * keyed by absolute URL, left on `window` under this name for the API client to pick up.
 */
export const FIRST_FETCHES_KEY = '__dongmanFirstFetches';

type FirstFetches = Record<string, Promise<Response> | undefined>;

/**
 * The site's fetch: a GET the boot script has already started is handed that answer (once);
 * anything else goes to the browser's fetch, looked up at call time so a fetch replaced later
 * (tests, polyfills) is still used.
 */
export const fetchWithFirstFetches: typeof fetch = (input, init) => {
  const started = (window as unknown as Record<string, FirstFetches | undefined>)[
    FIRST_FETCHES_KEY
  ];
  if (started && input instanceof Request && input.method === 'GET') {
    const answer = started[input.url];
    delete started[input.url];
    if (answer) return answer;
  }
  return globalThis.fetch(input, init);
};
