/**
 * Reads the boot script in index.html (build/routePreloads.ts) started before any module ran,
 * keyed by absolute URL, left on `window` under this name for the API client to pick up.
 */
export const FIRST_FETCHES_KEY = '__dongmanFirstFetches';

/**
 * The JSON block of index.html in which the server writes the answers of the first page's public
 * reads (apps/api's site-index plugin), keyed by URL relative to the page; the build names the
 * URLs in its data-urls attribute.
 */
export const FIRST_ANSWERS_ID = 'first-answers';

type FirstFetches = Record<string, Promise<Response> | undefined>;

let written: Map<string, string> | undefined;

/** The answers written into the page, by absolute URL (read once; empty if none were written). */
function writtenAnswers(): Map<string, string> {
  if (written) return written;
  written = new Map();
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  try {
    const answers = JSON.parse(text || '{}') as Record<string, unknown>;
    for (const [url, body] of Object.entries(answers))
      written.set(new URL(url, document.baseURI).href, JSON.stringify(body));
  } catch {
    // A page without the block, or a broken one: the reads are simply asked for.
  }
  return written;
}

/** Forgets what was read from the page (tests that write another page). */
export function resetFirstAnswers(): void {
  written = undefined;
}

/**
 * The site's fetch: a GET the page already holds the answer to (written into it by the server, or
 * started by the boot script) is handed that answer, once; anything else goes to the browser's
 * fetch, looked up at call time so a fetch replaced later (tests, polyfills) is still used.
 */
export const fetchWithFirstAnswers: typeof fetch = (input, init) => {
  if (input instanceof Request && input.method === 'GET') {
    const started = (window as unknown as Record<string, FirstFetches | undefined>)[
      FIRST_FETCHES_KEY
    ];
    const answer = started?.[input.url];
    if (answer) {
      delete started[input.url];
      return answer;
    }
    const body = writtenAnswers().get(input.url);
    if (body !== undefined) {
      written?.delete(input.url);
      return Promise.resolve(
        new Response(body, {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    }
  }
  return globalThis.fetch(input, init);
};
