import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POST operations that only read (logged like reads). */
const READ_POSTS = new Set(['/api/search']);

/**
 * One line per request a person may need to look at, instead of Fastify's two lines for every
 * request (hundreds of MB in one benchmark): every write (POST…), every error, every read slower
 * than LOG_SLOW_MS and a LOG_SAMPLE_RATE fraction of ordinary reads. The rest are logged at debug
 * level, so LOG_LEVEL=debug still shows every request.
 */
export class RequestLog extends LogController {
  constructor(private readonly config: Pick<AppConfig, 'logSlowMs' | 'logSampleRate'>) {
    super();
  }

  override incomingRequest(): void {
    // The completed line carries the request too.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const line = { req: request, res: reply, responseTime };
    if (error) return request.log.error({ ...line, err: error }, 'request errored');
    const { logSlowMs, logSampleRate } = this.config;
    const notable =
      (!READS.has(request.method) && !READ_POSTS.has(request.routeOptions.url ?? '')) ||
      reply.statusCode >= 500 ||
      responseTime >= logSlowMs ||
      (logSampleRate > 0 && Math.random() < logSampleRate);
    if (notable) request.log.info(line, 'request completed');
    else request.log.debug(line, 'request completed');
  }
}
