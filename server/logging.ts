import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type pino from "pino";
import type { Config } from "./config.ts";

/**
 * Never written to the log: credentials in headers, and passwords, tokens,
 * secrets and database URLs wherever a logged object carries them.
 */
export const redactedLogPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  ...[
    "password",
    "token",
    "accessToken",
    "refreshToken",
    "secret",
    "jwtSecret",
    "databaseUrl",
    "connectionString",
    "smtpUrl",
  ].flatMap((key) => [key, `*.${key}`]),
];

/** Pino's options for the server: level, redaction, and pretty lines in development. */
export function loggerOptions(config: Pick<Config, "env" | "logLevel">) {
  return {
    level: config.logLevel,
    redact: { paths: redactedLogPaths, censor: "[redacted]" },
    ...(config.env === "development" ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  };
}

/** The fields of the one line logged per request (server/app.ts), as they stand on its reply. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    url: request.url,
    client: request.ip,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
  };
}

type LevelName = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type LogLine = Parameters<pino.LogFn>;

/** Whether a line at this level would be written (a logger that cannot tell is assumed to write it). */
export function logsAt(logger: FastifyBaseLogger, level: LevelName): boolean {
  return (logger as Partial<Pick<pino.Logger, "isLevelEnabled">>).isLevelEnabled?.(level) ?? true;
}

/**
 * Fastify gives each request a child logger that carries its id. Pino builds a child's
 * bindings through the redaction (about a microsecond), and at the production level most
 * requests log nothing: this one makes the child on the first line the level lets through.
 */
class RequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: pino.Bindings;
  #made: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: pino.Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #write(level: LevelName, line: LogLine) {
    if (this.#made === undefined && !logsAt(this.#parent, level)) return;
    (this.#made ??= this.#parent.child(this.#bindings))[level](...line);
  }

  get level(): string {
    return (this.#made ?? this.#parent).level;
  }

  set level(level: string) {
    (this.#made ??= this.#parent.child(this.#bindings)).level = level;
  }

  fatal(...line: LogLine) {
    this.#write("fatal", line);
  }
  error(...line: LogLine) {
    this.#write("error", line);
  }
  warn(...line: LogLine) {
    this.#write("warn", line);
  }
  info(...line: LogLine) {
    this.#write("info", line);
  }
  debug(...line: LogLine) {
    this.#write("debug", line);
  }
  trace(...line: LogLine) {
    this.#write("trace", line);
  }
  silent() {}

  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings)).child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request logger made on first use, or a real child for a route with a level or serializers of its own. */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return parent.child(bindings, options);
  return new RequestLogger(parent, bindings);
}
