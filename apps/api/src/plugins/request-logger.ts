import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Args = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * `request.log`, made into a pino child only when a line is written at an enabled level: making
 * the child (its bindings serialised and run through redaction) cost more than answering a
 * cached read, and at the default level most requests write nothing (plugins/request-log.ts).
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
