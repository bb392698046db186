import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { siteAvailable, type AppConfig } from '../config.js';
import { faviconIco } from '../lib/favicon.js';
import { installSiteIndex } from './site-index.js';

const NO_SITE_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>动漫素材会员站 API</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;line-height:1.6">
<h1>API 已启动</h1>
<p>站点尚未构建：没有找到 <code>apps/site/dist</code>，因此这里只提供 API（<a href="/api/one/class">/api</a>）。</p>
<p>运行 <code>npm start</code>（会先构建站点）或 <code>npm run build -w @dongman/site</code> 后重启即可在此访问网站。</p>
</body></html>`;

/**
 * Serves the built site at `/`: hashed assets are cached for a year, index.html is revalidated on
 * every load so a deploy (or a change to the answers written into it) is picked up at once.
 */
export async function installStaticSite(app: FastifyInstance, config: AppConfig): Promise<boolean> {
  await installConsole(app, config);
  // Browsers (and people) ask for /favicon.ico whatever the page says: an icon, not JSON.
  const icon = faviconIco();
  app.get('/favicon.ico', async (_request, reply) =>
    reply.type('image/x-icon').header('Cache-Control', 'public, max-age=86400').send(icon),
  );
  if (!siteAvailable(config) || config.siteDist === null) {
    app.get('/', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(NO_SITE_PAGE),
    );
    return false;
  }
  // index.html carries the first page's public answers (./site-index.ts); the rest are files.
  installSiteIndex(app, config.siteDist);
  await app.register(fastifyStatic, {
    root: config.siteDist,
    prefix: '/',
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      if (filePath.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else if (filePath.includes(`${sep}assets${sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  return true;
}

/** The operator console (apps/admin) at `/admin/`, same caching rules as the site. */
async function installConsole(app: FastifyInstance, config: AppConfig) {
  if (config.adminDist === null || !existsSync(join(config.adminDist, 'index.html'))) return;
  app.get('/admin', async (_request, reply) => reply.redirect('/admin/'));
  await app.register(fastifyStatic, {
    root: config.adminDist,
    prefix: '/admin/',
    index: ['index.html'],
    cacheControl: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      if (filePath.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else if (filePath.includes(`${sep}assets${sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
