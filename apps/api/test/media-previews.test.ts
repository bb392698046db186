import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from './staff-helpers.js';
import { Client, createTestApp, expectOk, loggedIn, type TestApp } from './helpers.js';

// Video and audio previews made by ffmpeg after an upload: a poster and a muted clip of the first
// seconds for a video, a waveform and a short clip for a sound. The inputs are generated here with
// ffmpeg's own test sources (lavfi testsrc and sine), the outputs measured with ffprobe.

// Needs Debian's ffmpeg and ffprobe, which scripts/ensure-browser.mjs installs with Chromium (npm
// test runs it); the behaviour without them is tested below with FFMPEG_PATH pointing nowhere.
for (const program of ['ffmpeg', 'ffprobe']) {
  if (spawnSync(program, ['-version'], { stdio: 'ignore' }).status !== 0)
    throw new Error(
      `${program} not found: run node scripts/ensure-browser.mjs (or apt-get install ffmpeg)`,
    );
}

const CLIP_SECONDS = 3;

interface Preview {
  kind: 'image' | 'video' | 'audio';
  poster: string | null;
  src: string;
  mime: string;
  width: number;
  height: number;
  duration: number | null;
}
interface DocumentAnswer {
  id: number;
  preview: Preview | null;
  material: { mime: string; size: number } | null;
}

const form = (body: Buffer, name: string) => {
  const data = new FormData();
  data.append('file', new Blob([body]), name);
  return data;
};

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'dongman-media-test-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A file made by ffmpeg from its test sources. */
function generated(name: string, args: string[]): Buffer {
  const path = join(work, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, path]);
  return readFileSync(path);
}

/** Streams, sizes and duration of a media file, by ffprobe. */
function probe(body: Buffer, name: string) {
  const path = join(work, `probe-${name}`);
  writeFileSync(path, body);
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_type,codec_name,width,height',
    '-of',
    'json',
    path,
  ]);
  const info = JSON.parse(out.toString()) as {
    format: { duration: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  };
  return { duration: Number(info.format.duration), streams: info.streams };
}

/** A published document with `material` as its file and a cover; the editor's upload answer. */
async function documentWith(t: TestApp, material: Buffer, name: string) {
  const editor = await staffClient(t.app, 'editor');
  const doc = expectOk(
    'adminCreateDocument',
    await editor.post<{ id: number }>('/api/admin/documents', {
      title: `动态素材 ${name}`,
      oneClassId: 1,
      childId: 3,
      entitlement: null,
      price: 0,
      content: '<p>预览</p>',
    }),
  );
  const cover = await sharp({
    create: { width: 640, height: 360, channels: 3, background: '#333' },
  })
    .png()
    .toBuffer();
  await editor.request({
    method: 'POST',
    url: `/api/admin/documents/${doc.id}/cover`,
    payload: form(cover, 'cover.png'),
  });
  const upload = await editor.request({
    method: 'POST',
    url: `/api/admin/documents/${doc.id}/material`,
    payload: form(material, name),
  });
  expectOk(
    'adminSetDocumentState',
    await editor.post(`/api/admin/documents/${doc.id}/state`, { published: true }),
  );
  return { id: doc.id, upload };
}

async function documentPage(t: TestApp, id: number) {
  return expectOk(
    'getTwoClassDocument',
    await new Client(t.app).get<DocumentAnswer>(`/api/two/class/document/${id}`),
  );
}

async function fetched(t: TestApp, url: string) {
  const answer = await t.app.inject({ method: 'GET', url });
  expect(answer.statusCode, url).toBe(200);
  return { body: answer.rawPayload, type: answer.headers['content-type'] };
}

describe('without ffmpeg (FFMPEG_PATH names no program)', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      media: {
        ffmpegPath: '/nonexistent/ffmpeg',
        ffprobePath: '/nonexistent/ffprobe',
        clipSeconds: 3,
      },
      logger: true,
      logLevel: 'warn',
      logStream: { write: (line: string) => void logs.push(line) },
    });
  });
  afterAll(async () => t.close());

  it('the server runs, says so, and a video upload is stored and downloadable without a preview', async () => {
    // An MP4 by its magic bytes (the server cannot make anything of it without ffmpeg anyway).
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(200, 1),
    ]);
    const { id, upload } = await documentWith(t, mp4, 'clip.mp4');
    expect(upload.body.code).toBe(200);
    await t.app.ctx.media.idle();
    const page = await documentPage(t, id);
    expect(page.material).toMatchObject({ mime: 'video/mp4', size: mp4.length });
    // The cover image is what the page shows.
    expect(page.preview).toMatchObject({ kind: 'image', mime: 'image/webp', duration: null });
    expect(t.app.ctx.media.ffmpeg).toBeNull();
    expect(logs.join('\n')).toContain('ffmpeg not found');
    const member = await loggedIn(t.app);
    const check = await member.get<{ downloadUrl: string }>(`/api/user/download/check/d${id}`);
    const file = await member.request({ method: 'GET', url: check.body.data.downloadUrl });
    expect(file.raw.rawPayload.equals(mp4)).toBe(true);
  });
});

describe('with ffmpeg', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      media: { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', clipSeconds: CLIP_SECONDS },
      logger: true,
      logLevel: 'warn',
      logStream: { write: (line: string) => void logs.push(line) },
    });
  });
  afterAll(async () => t.close());

  it('a video gets a poster and a muted clip of its first seconds', async () => {
    // 10 s of 640×360 test pattern with a tone.
    const video = generated('input.mp4', [
      '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=10',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=10',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    ]); // prettier-ignore
    const { id, upload } = await documentWith(t, video, '测试视频.mp4');
    expect(upload.body.code).toBe(200);
    await t.app.ctx.media.idle();
    const { preview } = await documentPage(t, id);
    expect(preview).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 640, height: 360 });
    expect(preview!.duration).toBeCloseTo(CLIP_SECONDS, 0);

    const clip = await fetched(t, preview!.src);
    expect(clip.type).toBe('video/mp4');
    const probed = probe(clip.body, 'clip.mp4');
    expect(probed.duration).toBeGreaterThan(CLIP_SECONDS - 0.2);
    expect(probed.duration).toBeLessThan(CLIP_SECONDS + 0.2);
    // Muted: a video stream only, the material's size.
    expect(probed.streams.map((s) => [s.codec_type, s.codec_name, s.width, s.height])).toEqual([
      ['video', 'h264', 640, 360],
    ]);
    const poster = await fetched(t, preview!.poster!);
    const meta = await sharp(poster.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
    // The material members download is the uploaded video, sound and all.
    const member = await loggedIn(t.app);
    const check = await member.get<{ downloadUrl: string }>(`/api/user/download/check/d${id}`);
    const file = await member.request({ method: 'GET', url: check.body.data.downloadUrl });
    expect(file.raw.rawPayload.equals(video)).toBe(true);
  });

  it('an audio material gets a waveform and a short clip', async () => {
    const wav = generated('input.wav', ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=9']);
    const { id } = await documentWith(t, wav, '测试音效.wav');
    await t.app.ctx.media.idle();
    const { preview } = await documentPage(t, id);
    expect(preview).toMatchObject({ kind: 'audio', mime: 'audio/mpeg', width: 960, height: 160 });
    const clip = await fetched(t, preview!.src);
    expect(clip.type).toBe('audio/mpeg');
    const probed = probe(clip.body, 'clip.mp3');
    expect(probed.streams.map((s) => s.codec_type)).toEqual(['audio']);
    expect(probed.duration).toBeGreaterThan(CLIP_SECONDS - 0.2);
    expect(probed.duration).toBeLessThan(CLIP_SECONDS + 0.2);
    // The waveform is drawn: a steady tone covers every column, and a good part of the band.
    const waveform = await fetched(t, preview!.poster!);
    const { data, info } = await sharp(waveform.body)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([960, 160]);
    const columns = new Set<number>();
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4)
      if (data[i]! > 0) {
        drawn++;
        columns.add(((i - 3) / 4) % info.width);
      }
    expect(columns.size / info.width).toBeGreaterThan(0.95);
    expect(drawn / (info.width * info.height)).toBeGreaterThan(0.2);
  });

  it('an MP3 shorter than the clip keeps its own length', async () => {
    const mp3 = generated('short.mp3', [
      '-f', 'lavfi', '-i', 'sine=frequency=550:duration=1.5', '-c:a', 'libmp3lame',
    ]); // prettier-ignore
    const { id } = await documentWith(t, mp3, '短音效.mp3');
    await t.app.ctx.media.idle();
    const { preview } = await documentPage(t, id);
    expect(preview?.kind).toBe('audio');
    expect(preview!.duration).toBeLessThan(2);
    expect(probe((await fetched(t, preview!.src)).body, 'short.mp3').duration).toBeLessThan(2);
  });

  it('the demo seed makes a video and an audio material; their previews are made at start', async () => {
    const seeded = await createTestApp({
      seedMedia: true,
      media: { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', clipSeconds: CLIP_SECONDS },
    });
    try {
      const visitor = new Client(seeded.app);
      for (const [format, kind] of [
        ['MP4', 'video'],
        ['WAV', 'audio'],
      ] as const) {
        const listing = expectOk(
          'getTwoClassSection',
          await visitor.get<{ documents: { list: { id: number; format: string }[] } }>(
            '/api/two/class/1',
            { format, size: 100 },
          ),
        );
        // The oldest of its format: last in the listing.
        const first = listing.documents.list.at(-1)!;
        expect(first.format).toBe(format);
        await expect
          .poll(async () => (await documentPage(seeded, first.id)).preview?.kind, {
            timeout: 30_000,
            interval: 500,
          })
          .toBe(kind);
        const page = await documentPage(seeded, first.id);
        expect(page.material?.mime).toBe(kind === 'video' ? 'video/mp4' : 'audio/wav');
      }
    } finally {
      await seeded.close();
    }
  });

  it('a broken video is stored, logged and shown without a video preview (never a 5xx)', async () => {
    const broken = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(4096, 7),
    ]);
    const { id, upload } = await documentWith(t, broken, '坏视频.mp4');
    expect(upload.body.code).toBe(200);
    await t.app.ctx.media.idle();
    const page = await documentPage(t, id);
    expect(page.preview?.kind).toBe('image');
    expect(logs.join('\n')).toContain('media preview failed');
  });
});
