import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { AppConfig } from '../config.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Args = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * `request.log`, made into a pino child only when a line is written at an enabled level: making
 * the child (its bindings serialised and run through redaction) cost more than answering a
 * cached read, and at the default level most requests write nothing (plugins/request-logging.ts).
 * The lines it writes are the child's own, request id included.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Parent & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return ((this.made ?? this.parent) as Parent).isLevelEnabled?.(level) ?? true;
  }

  private write(level: Level, args: Args) {
    if (this.isLevelEnabled(level)) this.logger[level](...args);
  }

  fatal(...args: Args) {
    this.write('fatal', args);
  }

  error(...args: Args) {
    this.write('error', args);
  }

  warn(...args: Args) {
    this.write('warn', args);
  }

  info(...args: Args) {
    this.write('info', args);
  }

  debug(...args: Args) {
    this.write('debug', args);
  }

  trace(...args: Args) {
    this.write('trace', args);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the lazy logger when the parent can say which levels are on. */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: NonNullable<ChildLoggerOptions>,
): FastifyBaseLogger {
  const levels = (parent as Parent).isLevelEnabled;
  // Route-level log options (none today) or a logger without levels: the ordinary child.
  if (typeof levels !== 'function' || Object.keys(options).length > 0)
    return parent.child(bindings, options);
  return new LazyRequestLogger(parent as Parent & { isLevelEnabled: typeof levels }, bindings);
}
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
