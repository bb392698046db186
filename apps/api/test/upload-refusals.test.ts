import { connect, type Socket } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from './staff-helpers.js';
import { createTestApp, loggedIn, type Client, type TestApp } from './helpers.js';

// Issue 24: "uploads are read in full before being refused" — 190–200 MiB of a cover written to the
// temp folder before its type was checked; banners and avatars drained the whole body. Here the
// client, over a real socket, sends only the first part of an upload and then waits: the refusal
// must arrive while the rest of the body has not been sent, so the server cannot have read it.

const BOUNDARY = 'dongman-upload-test';
const PART_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="picture.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';

interface Answer {
  status: number;
  body: { code: number; message: string; data: unknown };
}

/** Opens an upload: request headers now, body chunks when asked; the answer whenever it comes. */
function openUpload(
  port: number,
  path: string,
  client: Client,
  framing: { contentLength: number } | 'chunked',
) {
  const socket: Socket = connect(port, '127.0.0.1');
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const length =
    framing === 'chunked'
      ? 'Transfer-Encoding: chunked'
      : `Content-Length: ${framing.contentLength}`;
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${length}\r\n` +
      `Cookie: ${cookie}\r\nX-XSRF-TOKEN: ${client.cookies.get('XSRF-TOKEN') ?? ''}\r\n\r\n`,
  );
  const answer = new Promise<Answer>((resolve, reject) => {
    let text = Buffer.alloc(0);
    const timer = setTimeout(
      () => reject(new Error(`${path}: no answer while the rest of the body was held back`)),
      15_000,
    );
    socket.on('data', (chunk: Buffer) => {
      text = Buffer.concat([text, chunk]);
      const raw = text.toString('utf8');
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return;
      const declared = Number(/content-length: (\d+)/i.exec(raw.slice(0, end))?.[1] ?? -1);
      const body = raw.slice(end + 4);
      if (Buffer.byteLength(body) < declared) return;
      clearTimeout(timer);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0),
        body: JSON.parse(body) as Answer['body'],
      });
    });
    socket.on('error', reject);
  });
  const send = (bytes: Buffer | string) =>
    socket.write(
      framing === 'chunked'
        ? Buffer.concat([
            Buffer.from(`${Buffer.byteLength(bytes).toString(16)}\r\n`),
            Buffer.from(bytes),
            Buffer.from('\r\n'),
          ])
        : bytes,
    );
  return { answer, send, close: () => socket.destroy() };
}

describe('uploads refused before they are read', () => {
  let t: TestApp;
  let port: number;
  let member: Client;
  let editor: Client;
  let targets: { what: string; path: string; client: () => Client; maxBytes: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
    member = await loggedIn(t.app);
    editor = await staffClient(t.app, 'editor');
    const document = await t.app.ctx.db
      .selectFrom('documents')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    targets = [
      {
        what: 'avatar',
        path: '/api/user/avatar',
        client: () => member,
        maxBytes: t.app.ctx.config.avatarMaxBytes,
      },
      {
        what: 'cover',
        path: `/api/admin/documents/${document.id}/cover`,
        client: () => editor,
        maxBytes: 10 * 1024 * 1024,
      },
      {
        what: 'banner',
        path: '/api/admin/home-image-files',
        client: () => editor,
        maxBytes: 5 * 1024 * 1024,
      },
    ];
  });
  afterAll(() => t.close());

  it('a body that is not an image is refused on its first bytes (avatar, cover, banner)', async () => {
    for (const target of targets) {
      // Announced as a 200 MB upload; only the first 64 KB are ever sent.
      const upload = openUpload(port, target.path, target.client(), 'chunked');
      upload.send(PART_HEAD);
      upload.send('<script>alert(1)</script>'.repeat(2_600));
      const answer = await upload.answer;
      upload.close();
      expect(answer.status, target.what).toBe(400);
      expect(answer.body, target.what).toMatchObject({
        code: 400,
        message: expect.stringMatching(/文件类型/),
        data: null,
      });
    }
  });

  it('an image over its own kind’s limit is refused at the limit, not after the whole body', async () => {
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    for (const target of targets) {
      const upload = openUpload(port, target.path, target.client(), 'chunked');
      upload.send(PART_HEAD);
      upload.send(png);
      // Trailing bytes past the image: the limit plus 1 MB, then the client holds back the
      // rest (a cover of 190 MB was read whole before, at the material limit).
      const filler = Buffer.alloc(256 * 1024);
      for (let sent = png.length; sent <= target.maxBytes + 1024 * 1024; sent += filler.length)
        upload.send(filler);
      const answer = await upload.answer;
      upload.close();
      expect(answer.status, target.what).toBe(400);
      expect(answer.body, target.what).toMatchObject({
        code: 400,
        message: expect.stringMatching(/文件过大/),
      });
    }
  });

  it('a declared length over the kind’s limit is answered 413 before one byte of body', async () => {
    for (const target of targets) {
      const upload = openUpload(port, target.path, target.client(), {
        contentLength: target.maxBytes + 2 * 1024 * 1024,
      });
      const answer = await upload.answer;
      upload.close();
      expect(answer.status, target.what).toBe(413);
      expect(answer.body, target.what).toMatchObject({ code: 413, data: null });
    }
  });
});
