import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from "pino";

type LogArguments = [object: unknown, message?: string, ...values: unknown[]];

/**
 * A request's logger (request.log, reply.log) that makes its pino child, bound to the request's
 * id, the first time the request logs something. Fastify makes the child for every request,
 * though most log nothing but their access line, which http/access-log.ts writes without it:
 * a pino child per request was a measurable share of a cached public read's CPU. A line this
 * logger writes is the child's line, the same as before.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child, made now if it was not yet. */
  bound(): Logger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): LevelWithSilentOrString {
    return (this.#child ?? this.parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.bound().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  fatal(...line: LogArguments): void {
    this.write("fatal", line);
  }
  error(...line: LogArguments): void {
    this.write("error", line);
  }
  warn(...line: LogArguments): void {
    this.write("warn", line);
  }
  info(...line: LogArguments): void {
    this.write("info", line);
  }
  debug(...line: LogArguments): void {
    this.write("debug", line);
  }
  trace(...line: LogArguments): void {
    this.write("trace", line);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.bound().child(bindings, options);
  }

  private write(level: Level, line: LogArguments): void {
    // Below the level nothing is written, so no child is needed to write it.
    if (!this.isLevelEnabled(level)) return;
    (this.bound()[level] as (...line: LogArguments) => void)(...line);
  }
}

/** Fastify's childLoggerFactory option: each request's logger is a RequestLogger. */
export const lazyRequestLoggers: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger as Logger, bindings, options);
