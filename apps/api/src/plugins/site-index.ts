import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './public-cache.js';

/**
 * The slot the site's build leaves in index.html for the first answers (apps/site's
 * build/routePreloads.ts): a JSON script naming, in data-urls, the public reads every first page
 * shows (the menus, the notices, the banners).
 */
const SLOT =
  /<script type="application\/json" id="first-answers" data-urls="([^"]*)">\{\}<\/script>/;

/** Only the site's public reads, relative to the page, go in ("./api/notice?x=1"). */
const API_READ = /^\.\/api\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_-]*)?$/;

/** JSON safe inside a <script> element: no "</script>" or "<!--" can be spelled with `<` escaped. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Serves the site's index.html with the answers of its first public reads written into it, so a
 * phone paints the shell and home from the page itself instead of opening a connection per read.
 * Each read goes through the server's own route (app.inject: same validation, cache
 * and serialiser, as the visitor, counted against the visitor's rate limit); one that does not
 * answer 200 is left out and the site asks for it as usual. Answers carry no member data: the
 * reads are public and asked without the visitor's cookies.
 */
export function installSiteIndex(app: FastifyInstance, siteDist: string): void {
  const firstAnswers = async (request: FastifyRequest, urls: string[]): Promise<string> => {
    const answers = await Promise.all(
      urls.map(async (url) => {
        const response = await app.inject({
          method: 'GET',
          url: url.slice(1),
          remoteAddress: request.ip,
          headers: { accept: 'application/json' },
        });
        return response.statusCode === 200
          ? `${JSON.stringify(url)}:${response.payload}`
          : undefined;
      }),
    );
    return scriptSafe(`{${answers.filter(Boolean).join(',')}}`);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // Read on every load (a few KB): a site rebuilt under a running server is served at once.
    let template: string;
    try {
      template = await readFile(join(siteDist, 'index.html'), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    const slot = SLOT.exec(template);
    // An HTML attribute: the build writes a query's "&" as "&amp;".
    const urls = (slot?.[1] ?? '')
      .replaceAll('&amp;', '&')
      .split(/\s+/)
      .filter((url) => API_READ.test(url));
    const html = slot
      ? template.replace(
          slot[0],
          `<script type="application/json" id="first-answers">${await firstAnswers(request, urls)}</script>`,
        )
      : template;
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get('/', serve);
  app.get('/index.html', serve);
}
