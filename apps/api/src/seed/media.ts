import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { replaceDocumentFiles } from '../repositories/documents.js';
import { documentKey } from '../services/downloads.js';
import { ingestBuffer, MATERIAL_TYPES, type FileContext } from '../services/files.js';
import { ffmpegVersion } from '../services/media-previews.js';
import {
  materialDescription,
  materialSummary,
  subjectOf,
  type MaterialFacts,
} from './descriptions.js';

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

/** A document chosen to hold a real clip, and which clip. */
export interface MediaCandidate {
  id: number;
  title: string;
  media: (typeof MEDIA)[number];
}

/**
 * The demo's video and audio materials: the oldest MP4 and the oldest WAV document of the first
 * class (last in its listings, so the pages other tests open keep their ZIPs), by the format they
 * were generated with. Asked before the seed's ZIPs set every format from the files.
 */
export async function mediaCandidates(ctx: FileContext): Promise<MediaCandidate[]> {
  if (!ctx.config.seedMedia || !(await ffmpegVersion(ctx.config))) return [];
  const found: MediaCandidate[] = [];
  for (const media of MEDIA) {
    const doc = await ctx.db
      .selectFrom('documents')
      .select(['id', 'title'])
      .where('format', '=', media.format)
      .where('one_class_id', '=', sql<number>`(SELECT MIN(id) FROM one_classes)`)
      .orderBy('create_time', 'asc')
      .orderBy('id', 'asc')
      .executeTakeFirst();
    if (doc) found.push({ ...doc, media });
  }
  return found;
}

/**
 * Gives each candidate a real clip (six seconds, made here by ffmpeg) instead of its ZIP, so the
 * site shows a video and a waveform preview (made at start like any upload's), and rewrites its
 * description from the clip. Without ffmpeg there are no candidates, and they keep their ZIP.
 */
export async function seedMediaMaterials(
  ctx: FileContext,
  candidates: readonly MediaCandidate[],
): Promise<number> {
  if (candidates.length === 0) return 0;
  const dir = await mkdtemp(join(tmpdir(), 'dongman-seed-media-'));
  let seeded = 0;
  try {
    for (const { id, title, media } of candidates) {
      const path = join(dir, `material.${media.ext}`);
      await run(ctx.config.media.ffmpegPath, ['-v', 'error', '-y', ...media.args, path]);
      const file = await ingestBuffer(ctx, await readFile(path), {
        maxBytes: Number.MAX_SAFE_INTEGER,
        accept: MATERIAL_TYPES,
      });
      await replaceDocumentFiles(ctx.db, documentKey(id), 'material', [
        { fileId: file.id, fileName: `${title}.${media.ext}` },
      ]);
      await describeFromMaterial(ctx, id, {
        format: media.format,
        size: file.size,
        contents: null,
      });
      seeded += 1;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return seeded;
}

async function describeFromMaterial(ctx: FileContext, id: number, facts: MaterialFacts) {
  const doc = await ctx.db
    .selectFrom('documents')
    .select(['summary', 'entitlement'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const subject = subjectOf(doc.summary);
  await ctx.db
    .updateTable('documents')
    .set({
      summary: materialSummary(subject, facts),
      content: materialDescription(subject, doc.entitlement, facts),
    })
    .where('id', '=', id)
    .execute();
}
