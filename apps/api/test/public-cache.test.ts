import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PublicCache } from '../src/plugins/public-cache.js';

/** A cached read answering `items` titled rows, as a long listing or search would. */
async function appWith(items: number) {
  const app = Fastify();
  const cache = new PublicCache(async () => 1);
  const data = Array.from({ length: items }, (_, i) => ({
    id: i,
    title: `赛博朋克城市夜景素材第${i}辑`,
    oneClassName: '动态素材',
    createTime: '2026-11-29T12:00:00.000Z',
  }));
  app.get(
    '/read',
    cache.wrap(async () => ({ code: 200, message: '操作成功', data })),
  );
  return app;
}

describe('cached answers compressed for browsers', () => {
  // The brotli window is fitted to the body: small and large answers must both come back whole.
  it.each([
    ['a search answer (~10 KB)', 100],
    ['a long listing (~1 MB, past the smallest window)', 10_000],
  ])('%s decodes to the plain answer with br and with gzip', async (_name, items) => {
    const app = await appWith(items);
    try {
      const plain = await app.inject({ method: 'GET', url: '/read' });
      const br = await app.inject({
        method: 'GET',
        url: '/read',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      const gzip = await app.inject({
        method: 'GET',
        url: '/read',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(JSON.parse(plain.body).data).toHaveLength(items);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    } finally {
      await app.close();
    }
  });
});
