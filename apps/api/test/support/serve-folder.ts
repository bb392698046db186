import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

// A static file server over one folder (a built Storybook), as any web server would serve it:
// enough for a browser to load the page; nothing outside the folder.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export async function serveFolder(root: string): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file =
      normalize(pathname)
        .replace(/^(\.\.[/\\])+/, '')
        .replace(/^\/+/, '') || 'index.html';
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    readFile(join(root, file)).then(
      (body) => response.writeHead(200, { 'content-type': type }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
