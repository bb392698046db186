import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { replaceDocumentFiles } from '../repositories/documents.js';
import { documentKey } from '../services/downloads.js';
import { ingestBuffer, MATERIAL_TYPES } from '../services/files.js';
import { ffmpegVersion } from '../services/media-previews.js';

const run = promisify(execFile);

/** What the demo's motion and sound materials are made of: ffmpeg's own test sources. */
const MEDIA = [
  {
    format: 'MP4',
    ext: 'mp4',
    args: [
      '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=6',
      '-f', 'lavfi', '-i', 'sine=frequency=523:duration=6',
      '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    ],
  },
  {
    format: 'WAV',
    ext: 'wav',
    args: [
      '-f', 'lavfi', '-i', "aevalsrc='0.6*sin(2*PI*(220+110*t)*t)*exp(-0.3*t)':duration=6:sample_rate=22050",
    ],
  },
]; // prettier-ignore

/**
 * The demo's video and audio materials: the oldest MP4 and the oldest WAV document of the first
 * class (last in its listings, so the pages other tests open keep their ZIPs) get a real clip (six seconds, made here by ffmpeg) instead of their ZIP, so the site shows
 * a video and a waveform preview (made at start like any upload's). Without ffmpeg nothing is
 * made, and they keep their ZIP.
 */
export async function seedMediaMaterials(ctx: AppContext): Promise<number> {
  if (!ctx.config.seedMedia || !(await ffmpegVersion(ctx.config))) return 0;
  const dir = await mkdtemp(join(tmpdir(), 'dongman-seed-media-'));
  let seeded = 0;
  try {
    for (const media of MEDIA) {
      const doc = await ctx.db
        .selectFrom('documents')
        .select(['id', 'title'])
        .where('format', '=', media.format)
        .where('one_class_id', '=', sql<number>`(SELECT MIN(id) FROM one_classes)`)
        .orderBy('create_time', 'asc')
        .orderBy('id', 'asc')
        .executeTakeFirst();
      if (!doc) continue;
      const path = join(dir, `material.${media.ext}`);
      await run(ctx.config.media.ffmpegPath, ['-v', 'error', '-y', ...media.args, path]);
      const file = await ingestBuffer(ctx, await readFile(path), {
        maxBytes: Number.MAX_SAFE_INTEGER,
        accept: MATERIAL_TYPES,
      });
      await replaceDocumentFiles(ctx.db, documentKey(doc.id), 'material', [
        { fileId: file.id, fileName: `${doc.title}.${media.ext}` },
      ]);
      seeded += 1;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return seeded;
}
