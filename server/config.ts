import path from "node:path";
import { z } from "zod";

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1, "HOST must not be empty").default("0.0.0.0"),
  PORT: z.coerce
    .number({ error: "PORT must be a port number" })
    .int("PORT must be a port number")
    .min(0, "PORT must be a port number")
    .max(65535, "PORT must be a port number")
    .default(3000),
  DATA_DIR: z.string().min(1, "DATA_DIR must not be empty").default("./data"),
  BUILD_DIR: z.string().min(1, "BUILD_DIR must not be empty").default("./build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  SEED_DEMO_USERS: z.enum(["0", "1"], { error: "SEED_DEMO_USERS must be 0 or 1" }).default("0"),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: "SHUTDOWN_GRACE_MS must be a number of milliseconds" })
    .int()
    .min(0)
    .default(10_000),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  buildDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  shutdownGraceMs: number;
  /** Token signing secret; unset, one is made and kept in the database. */
  jwtSecret: string | undefined;
  seedDemoUsers: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value is a one-line ConfigError. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
  const parsed = environmentSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join("; "));
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    buildDir: path.resolve(values.BUILD_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    jwtSecret: values.JWT_SECRET,
    seedDemoUsers: values.SEED_DEMO_USERS === "1",
  };
}

/** For entry points: the configuration, or one line on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}
