import type { AppContext } from '../context.js';
import { writeTransaction } from '../db/transaction.js';
import { badRequest, conflict, found, notFound, tooMany } from '../lib/errors.js';
import * as dubbing from '../repositories/dubbing.js';
import { dubbingMember } from './dubbing.js';
import { replaceSentence, splitSentences } from './dubbing-jobs.js';

// Per-sentence re-generation: a finished job's sentence is spoken again — as it was, or
// reworded — and the job's audio rebuilt from its stored sentences; the others are not spoken
// again. It uses none of the day's jobs, so each job has a bounded number of re-generations, and
// needs the dubbing service as starting a job does.

/** Re-generations one job allows. */
export const MAX_REGENERATIONS = 20;
/** The longest text a job may have (DubbingStartRequest.text). */
const TEXT_MAX = 500;

export async function jobSentences(ctx: AppContext, userId: number, jobId: number) {
  const job = found(await dubbing.findUserJob(ctx.db, userId, jobId), '配音记录不存在');
  const rows = await dubbing.listSentences(ctx.db, job.id);
  return {
    list: rows.map((row) => ({
      index: row.seq,
      text: row.pending_text ?? row.text,
      durationMs: row.pending_text === null ? row.duration_ms : null,
      pending: row.pending_text !== null || row.wav_key === null,
    })),
    regenerationsLeft: rows.length ? Math.max(0, MAX_REGENERATIONS - job.regenerations) : 0,
  };
}

export async function regenerateSentence(
  ctx: AppContext,
  userId: number,
  jobId: number,
  index: number,
  newText?: string,
) {
  const job = found(await dubbing.findUserJob(ctx.db, userId, jobId), '配音记录不存在');
  const rows = await dubbing.listSentences(ctx.db, job.id);
  if (!rows.length) throw conflict('这条配音生成于逐句保存之前，不能单句重新生成，请重新提交整段');
  const row = rows.find((r) => r.seq === index);
  if (!row) throw notFound('句子不存在');
  if (job.status !== 'done') throw conflict('配音还在生成中，完成后才能重新生成单句');
  const text = newText?.trim() ?? row.text;
  if (!text) throw badRequest('句子不能为空');
  if (splitSentences(text).length !== 1)
    throw badRequest('只能改写成一句话：句中不能再有句号、问号、叹号、分号或换行');
  const jobText = replaceSentence(
    job.text,
    rows.map((r) => r.text),
    index,
    text,
  );
  if ([...jobText].length > TEXT_MAX) throw badRequest(`改写后全文超过 ${TEXT_MAX} 字`);
  await writeTransaction(ctx.db, async (trx) => {
    await dubbingMember(ctx, trx, userId);
    const started = await dubbing.startRegeneration(
      trx,
      { id: job.id, position: index, sentenceText: text, jobText, max: MAX_REGENERATIONS },
      ctx.config.now(),
    );
    if (!started) {
      const now = await dubbing.findJob(trx, job.id);
      if (now && now.regenerations >= MAX_REGENERATIONS)
        throw tooMany(`这条配音已重新生成 ${MAX_REGENERATIONS} 次，请重新提交整段`);
      throw conflict('配音还在生成中，完成后才能重新生成单句');
    }
  });
  await ctx.dubbingQueue.enqueue(job.id);
  return found(await dubbing.findUserJobRecord(ctx.db, userId, job.id), '配音记录不存在');
}
