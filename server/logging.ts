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
