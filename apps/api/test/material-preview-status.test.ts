import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, staffClient } from './staff-helpers.js';
import { createTestApp, expectFailure, expectOk, type TestApp } from './helpers.js';

// The console shows where each material's preview stands (made at upload for an image; by ffmpeg
// in the background for a video or a sound: pending, ready, or failed with ffmpeg's reason), and
// an owner or editor may put a failed one back in the queue (audited). Needs ffmpeg, as
// media-previews.test.ts does (scripts/ensure-browser.mjs installs it).

interface PreviewState {
  kind: 'image' | 'video' | 'audio';
  status: 'pending' | 'ready' | 'failed';
  error: string | null;
  updateTime: string | null;
}
interface AdminDocument {
  id: number;
  material: { fileName: string; preview: PreviewState | null } | null;
}
interface AdminPage {
  list: { id: number; materialPreview: PreviewState | null }[];
}

const form = (body: Buffer, name: string) => {
  const data = new FormData();
  data.append('file', new Blob([body]), name);
  return data;
};

describe('material preview status in the console', () => {
  let t: TestApp;
  let work: string;
  let video: Buffer;
  const probe = () => t.app.ctx.config.media;

  /** A draft whose material is `body`; its id. */
  async function documentWith(body: Buffer, name: string) {
    const editor = await staffClient(t.app, 'editor');
    const { id } = expectOk(
      'adminCreateDocument',
      await editor.post<{ id: number }>('/api/admin/documents', {
        title: `预览状态 ${name}`,
        oneClassId: 1,
        childId: 3,
        entitlement: null,
        price: 0,
        content: '<p>预览</p>',
      }),
    );
    const upload = await editor.request({
      method: 'POST',
      url: `/api/admin/documents/${id}/material`,
      payload: form(body, name),
    });
    expect(upload.body.code, upload.body.message).toBe(200);
    await t.app.ctx.media.idle();
    return id;
  }
  const shown = async (id: number) => {
    const editor = await staffClient(t.app, 'editor');
    const doc = expectOk(
      'adminGetDocument',
      await editor.get<AdminDocument>(`/api/admin/documents/${id}`),
    );
    const page = expectOk(
      'adminListDocuments',
      await editor.get<AdminPage>('/api/admin/documents', { size: '100' }),
    );
    const row = page.list.find((d) => d.id === id)!;
    // The list and the drawer say the same.
    expect(row.materialPreview).toEqual(doc.material?.preview ?? null);
    return doc.material?.preview ?? null;
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'dongman-preview-status-'));
    const path = join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=10',
      '-t',
      '1',
      '-pix_fmt',
      'yuv420p',
      path,
    ]);
    video = readFileSync(path);
    t = await createTestApp({
      media: { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', clipSeconds: 1 },
    });
    await t.app.ctx.media.start();
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('an image material is its own preview; an archive has none', async () => {
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    expect(await shown(await documentWith(png, '原画.png'))).toEqual({
      kind: 'image',
      status: 'ready',
      error: null,
      updateTime: null,
    });
    const editor = await staffClient(t.app, 'editor');
    const seeded = expectOk(
      'adminGetDocument',
      await editor.get<AdminDocument>('/api/admin/documents/1'),
    );
    expect(seeded.material?.fileName).toMatch(/\.zip$/);
    expect(seeded.material?.preview).toBeNull();
  });

  it('a video whose preview failed shows the reason; an owner or editor queues it again, audited', async () => {
    // ffprobe broken when it was uploaded (a bad package upgrade, say): the preview failed.
    const working = probe().ffprobePath;
    probe().ffprobePath = '/bin/false';
    const id = await documentWith(video, '片头.mp4');
    probe().ffprobePath = working;
    const failed = await shown(id);
    expect(failed).toMatchObject({ kind: 'video', status: 'failed' });
    expect(failed?.error).toContain('/bin/false');
    expect(Date.parse(failed!.updateTime!)).not.toBeNaN();

    for (const role of ['reviewer', 'finance'] as const) {
      const other = await staffClient(t.app, role);
      expectFailure(
        'adminRetryMaterialPreview',
        await other.post(`/api/admin/documents/${id}/material/preview`, {}),
        403,
      );
    }
    const editor = await staffClient(t.app, 'editor');
    const queued = expectOk(
      'adminRetryMaterialPreview',
      await editor.post<AdminDocument>(`/api/admin/documents/${id}/material/preview`, {}),
    );
    expect(queued.material?.preview).toMatchObject({
      kind: 'video',
      status: 'pending',
      error: null,
    });
    const [audit] = await auditRows(t.app, 'document');
    expect(audit).toMatchObject({ action: 'document.previewRetry', object_id: String(id) });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({
      status: 'failed',
      fileName: '片头.mp4',
    });

    // Made again in the background, with ffprobe working now.
    await t.app.ctx.media.idle();
    expect(await shown(id)).toMatchObject({ kind: 'video', status: 'ready', error: null });
  });

  it('only a failed preview can be queued again', async () => {
    const owner = await staffClient(t.app, 'owner');
    const ready = await documentWith(video, '片尾.mp4');
    expect(await shown(ready)).toMatchObject({ status: 'ready' });
    for (const id of [ready, 1]) {
      expectFailure(
        'adminRetryMaterialPreview',
        await owner.post(`/api/admin/documents/${id}/material/preview`, {}),
        409,
      );
    }
    expectFailure(
      'adminRetryMaterialPreview',
      await owner.post('/api/admin/documents/999999/material/preview', {}),
      404,
    );
  });
});
