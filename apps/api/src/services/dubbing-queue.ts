import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import * as dubbing from '../repositories/dubbing.js';
import { processJob, retryDelayMs } from './dubbing-jobs.js';

// Where started dubbing jobs wait for a worker. In-process by default (one server); with
// REDIS_URL, a BullMQ queue on Redis that every replica feeds and works from. Either way the
// database row is the truth (services/dubbing-jobs.ts claims it), and a sweep re-queues the jobs
// nobody holds — after a restart, or a replica that died mid-job.

export interface DubbingQueue {
  readonly kind: 'memory' | 'redis';
  enqueue(jobId: number): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_MS = 30_000;

/**
 * Re-queues orphaned jobs: queued and untouched for a while (at start: every queued job), or
 * running with no progress.
 */
async function sweepOrphans(ctx: AppContext, queue: DubbingQueue, atStart: boolean) {
  const now = ctx.config.now();
  const { retryDelayMs: delay } = ctx.config.dubbingJobs;
  const queuedBefore = atStart ? now + 1 : now - Math.max(SWEEP_MS, delay * 20);
  const stalledBefore = now - (ctx.config.speech.timeoutMs * 2 + 60_000);
  for (const job of await dubbing.listOrphanJobs(ctx.db, queuedBefore, stalledBefore)) {
    if (job.status === 'running') {
      if (!(await dubbing.releaseStalledJob(ctx.db, job.id, stalledBefore, now))) continue;
    }
    await queue.enqueue(job.id);
  }
}

function startSweep(ctx: AppContext, queue: DubbingQueue, log: FastifyBaseLogger) {
  const run = (atStart = false) =>
    sweepOrphans(ctx, queue, atStart).catch((error: unknown) =>
      log.warn({ err: error }, 'dubbing: sweep failed'),
    );
  const timer = setInterval(() => void run(), SWEEP_MS);
  timer.unref();
  return { first: run(true), stop: () => clearInterval(timer) };
}

export function memoryQueue(ctx: AppContext, log: FastifyBaseLogger): DubbingQueue {
  const waiting: number[] = [];
  const queued = new Set<number>();
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const pump = () => {
    while (!closed && running.size < ctx.config.dubbingJobs.concurrency && waiting.length) {
      const jobId = waiting.shift()!;
      queued.delete(jobId);
      const work = processJob(ctx, jobId)
        .then(async ({ outcome, retryAfterMs }) => {
          if (outcome !== 'retry' || closed) return;
          const job = await dubbing.findJob(ctx.db, jobId);
          const timer = setTimeout(
            () => {
              timers.delete(timer);
              void queue.enqueue(jobId);
            },
            retryDelayMs(ctx, job?.attempts ?? 1, retryAfterMs),
          );
          timer.unref();
          timers.add(timer);
        })
        .catch((error: unknown) => log.error({ err: error, jobId }, 'dubbing: job failed'))
        .finally(() => {
          running.delete(work);
          pump();
        });
      running.add(work);
    }
  };

  const queue: DubbingQueue = {
    kind: 'memory',
    async enqueue(jobId) {
      if (closed || queued.has(jobId)) return;
      queued.add(jobId);
      waiting.push(jobId);
      pump();
    },
    async close() {
      closed = true;
      sweep.stop();
      for (const timer of timers) clearTimeout(timer);
      await sweep.first;
      await Promise.allSettled([...running]);
    },
  };
  const sweep = startSweep(ctx, queue, log);
  return queue;
}

/** Thrown to BullMQ for a try to be retried; carries the engine's Retry-After to the backoff. */
class RetryLater extends Error {
  constructor(readonly retryAfterMs = 0) {
    super('dubbing job goes back to the queue');
  }
}

/** BullMQ on REDIS_URL: replicas share one queue; a try that should be retried is thrown back. */
export async function redisQueue(
  ctx: AppContext,
  log: FastifyBaseLogger,
  redisUrl: string,
): Promise<DubbingQueue> {
  const { Queue, Worker } = await import('bullmq');
  const { Redis } = await import('ioredis');
  // BullMQ's workers block on Redis: they need their own connection, with no retry limit.
  const connection = () => new Redis(redisUrl, { maxRetriesPerRequest: null });
  const prefix = `${ctx.config.redisKeyPrefix}bull`;
  const queueConnection = connection();
  const workerConnection = connection();
  const bull = new Queue('dubbing', { connection: queueConnection, prefix });
  const worker = new Worker(
    'dubbing',
    async (job) => {
      const { outcome, retryAfterMs } = await processJob(ctx, Number(job.data.jobId));
      if (outcome === 'retry') throw new RetryLater(retryAfterMs);
    },
    {
      connection: workerConnection,
      prefix,
      concurrency: ctx.config.dubbingJobs.concurrency,
      settings: {
        backoffStrategy: (attempts: number, _type?: string, error?: Error) =>
          retryDelayMs(ctx, attempts, error instanceof RetryLater ? error.retryAfterMs : 0),
      },
    },
  );
  worker.on('error', (error) =>
    log.warn({ err: error }, 'dubbing: BullMQ worker: %s', error.message),
  );
  let closed = false;
  const queue: DubbingQueue = {
    kind: 'redis',
    async enqueue(jobId) {
      if (closed) return;
      // One BullMQ job per dubbing job at a time (the sweep may offer it again).
      await bull.add(
        'speak',
        { jobId },
        {
          jobId: `dubbing-${jobId}`,
          // The database counts tries and decides failure; BullMQ only spaces the retries.
          attempts: 1_000_000,
          backoff: { type: 'custom' },
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
    },
    async close() {
      closed = true;
      sweep.stop();
      await sweep.first;
      await worker.close();
      await bull.close();
      queueConnection.disconnect();
      workerConnection.disconnect();
    },
  };
  const sweep = startSweep(ctx, queue, log);
  return queue;
}

export async function dubbingQueueFor(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<DubbingQueue> {
  return ctx.config.redisUrl ? redisQueue(ctx, log, ctx.config.redisUrl) : memoryQueue(ctx, log);
}
