import os from "node:os";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { seedProfiles, type SeedProfile } from "./db/seed/parts.ts";
import { defaultFormBudgets, type FormBudgets } from "./services/form-guard-service.ts";
import { defaultStaffSessionLimits, type StaffSessionLimits } from "./services/auth-service.ts";
import { defaultReadingLimits } from "./db/notice-text/reading-outcome.ts";
import { defaultGrievanceDueDays } from "./services/grievance-service.ts";
import { defaultMailTiming, mailAddressPattern, type MailSettings } from "./mail/mail-settings.ts";

/**
 * TRUST_PROXY: off (unset, `false`), a number of proxy hops, or the proxies'
 * addresses/CIDR ranges, comma-separated. Never "trust everyone": a client
 * could then choose its own address (and rate limit) with X-Forwarded-For.
 */
const trustProxySchema = z
  .string()
  .default("false")
  .transform((value, context) => {
    const text = value.trim();
    if (text === "false") return false;
    if (/^\d+$/.test(text)) return Number(text);
    const addresses = text.split(",").map((entry) => entry.trim());
    if (addresses.every((entry) => net.isIP(entry.split("/")[0] ?? "") !== 0)) return addresses;
    context.addIssue({ code: "custom", message: "TRUST_PROXY must be false, a hop count or proxy addresses" });
    return z.NEVER;
  });

/** CORS_ORIGINS: origins (scheme, host, port) allowed to read the API from a browser. */
const corsOriginsSchema = z
  .string()
  .default("")
  .transform((value, context) => {
    const origins = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const valid = origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin);
    if (valid) return origins;
    context.addIssue({ code: "custom", message: "CORS_ORIGINS must be origins such as https://dseu.ac.in" });
    return z.NEVER;
  });

/** SMTP_URL: where mail goes, smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
const smtpUrlSchema = z
  .string()
  .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
    error: "SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example.org:587",
  })
  .optional();

/** MAIL_FROM: the sender, an address or `Name <address>`. */
const mailFromSchema = z
  .string()
  .transform((value, context) => {
    const match = /^\s*(?:(.*?)\s*<([^<>]+)>|([^<>\s]+))\s*$/.exec(value);
    const address = (match?.[2] ?? match?.[3] ?? "").trim();
    const name = (match?.[1] ?? "").replace(/^"(.*)"$/, "$1").trim();
    if (mailAddressPattern.test(address) && !/[\p{Cc}"]/u.test(name)) return { name, address };
    context.addIssue({
      code: "custom",
      message: 'MAIL_FROM must be an address, or a name and an address ("DSEU <noreply@dseu.ac.in>")',
    });
    return z.NEVER;
  })
  .optional();

/** PUBLIC_URL: the site's address as visitors use it, for the links in messages. */
const publicUrlSchema = z
  .string()
  .transform((value, context) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url && /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username) {
      return url.href.replace(/\/+$/, "");
    }
    context.addIssue({
      code: "custom",
      message: "PUBLIC_URL must be the site's http:// or https:// address, such as https://dseu.ac.in",
    });
    return z.NEVER;
  })
  .optional();

/** MAIL_RETRY_SECONDS: the waits before each try again of a message, comma-separated. */
const retrySecondsSchema = z
  .string()
  .transform((value, context) => {
    const delays = value.split(",").map((entry) => Number(entry.trim()));
    if (delays.length <= 50 && delays.every((delay) => Number.isFinite(delay) && delay > 0 && delay <= 7 * 86_400)) {
      return delays.map((delay) => Math.round(delay * 1000));
    }
    context.addIssue({
      code: "custom",
      message: "MAIL_RETRY_SECONDS must be waits in seconds (more than 0, at most a week), comma-separated",
    });
    return z.NEVER;
  })
  .optional();

/** A whole number of at least `min` (and at most `max`), with one message for anything else. */
function wholeNumberSchema(message: string, min: number, max?: number) {
  const atLeast = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? atLeast : atLeast.max(max, { error: message });
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1, "HOST must not be empty").default("0.0.0.0"),
  PORT: wholeNumberSchema("PORT must be a port number", 0, 65535).default(3000),
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
  WEB_CONCURRENCY: z
    .string()
    .regex(/^(auto|[1-9]\d{0,2})$/, "WEB_CONCURRENCY must be a number of processes (1 to 999) or auto")
    .default("1"),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  SEED: z.enum(seedProfiles, { error: "SEED must be facts or demo" }).default("demo"),
  SEED_DEMO_USERS: z.enum(["0", "1"], { error: "SEED_DEMO_USERS must be 0 or 1" }).default("0"),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: "SHUTDOWN_GRACE_MS must be a number of milliseconds" })
    .int()
    .min(0)
    .default(10_000),
  TRUST_PROXY: trustProxySchema,
  CORS_ORIGINS: corsOriginsSchema,
  RATE_LIMIT: wholeNumberSchema("RATE_LIMIT must be a whole number of at least 1", 1).default(500),
  FORM_RATE_LIMIT: wholeNumberSchema("FORM_RATE_LIMIT must be a whole number of at least 1", 1).default(
    defaultFormBudgets.submissionsPerMinute,
  ),
  FORM_LOOKUP_RATE_LIMIT: wholeNumberSchema("FORM_LOOKUP_RATE_LIMIT must be a whole number of at least 1", 1).default(
    defaultFormBudgets.lookupsPerMinute,
  ),
  STAFF_SESSION_IDLE_MINUTES: wholeNumberSchema(
    "STAFF_SESSION_IDLE_MINUTES must be a whole number of minutes from 1 to 1440",
    1,
    1440,
  ).default(defaultStaffSessionLimits.idleMinutes),
  STAFF_SESSION_MAX_HOURS: wholeNumberSchema(
    "STAFF_SESSION_MAX_HOURS must be a whole number of hours from 1 to 168",
    1,
    168,
  ).default(defaultStaffSessionLimits.maxHours),
  GRIEVANCE_DUE_DAYS: wholeNumberSchema(
    "GRIEVANCE_DUE_DAYS must be a whole number of days from 1 to 365",
    1,
    365,
  ).default(defaultGrievanceDueDays),
  MAX_EVENT_LOOP_DELAY_MS: wholeNumberSchema(
    "MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds (0: not checked)",
    0,
  ).optional(),
  TEXT_READING_PAGES: wholeNumberSchema(
    "TEXT_READING_PAGES must be a whole number of pages from 1 to 1000",
    1,
    1000,
  ).default(defaultReadingLimits.pages),
  TEXT_READING_LEASE_SECONDS: wholeNumberSchema(
    "TEXT_READING_LEASE_SECONDS must be a whole number of seconds from 1 to 3600",
    1,
    3600,
  ).default(60),
  SMTP_URL: smtpUrlSchema,
  MAIL_FROM: mailFromSchema,
  PUBLIC_URL: publicUrlSchema,
  MAIL_POLL_MS: wholeNumberSchema(
    "MAIL_POLL_MS must be a whole number of milliseconds from 10 to 3600000",
    10,
    3_600_000,
  ).default(defaultMailTiming.pollMs),
  MAIL_RETRY_SECONDS: retrySecondsSchema,
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
  /** How many server processes `npm start` runs (node:cluster, sharing the port). */
  webConcurrency: number;
  /** Token signing secret; unset, one is made and kept in the database. */
  jwtSecret: string | undefined;
  /** What an empty database is seeded with: the published facts, or those and sample data (decision 0130). */
  seed: SeedProfile;
  seedDemoUsers: boolean;
  trustProxy: false | number | string[];
  corsOrigins: string[];
  rateLimitPerMinute: number;
  /** Accepted submissions per form, and grievance status look-ups, per client a minute. */
  formBudgets: FormBudgets;
  /** How long a console sign-in in the browser lasts unused, and at most (decision 0155). */
  staffSessions: StaffSessionLimits;
  /** Days from filing a grievance is due in (decision 0248). */
  grievanceDueDays: number;
  /** Mean event-loop delay beyond which requests are refused (0: not checked); unset, the built-in limit. */
  maxEventLoopDelayMs: number | undefined;
  /** Reading notices' PDFs (decision 0261): pages read of each, and how long a silent process keeps one. */
  textReading: { pages: number; leaseSeconds: number };
  /** Outgoing mail: the SMTP server (none: messages wait in the outbox), the sender, the links' site, the timing. */
  mail: MailSettings;
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
  if (values.SMTP_URL && (!values.MAIL_FROM || !values.PUBLIC_URL)) {
    throw new ConfigError(
      "SMTP_URL needs MAIL_FROM (the address messages come from) and PUBLIC_URL (the site's address, for their links)",
    );
  }
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    buildDir: path.resolve(values.BUILD_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    webConcurrency: values.WEB_CONCURRENCY === "auto" ? os.availableParallelism() : Number(values.WEB_CONCURRENCY),
    jwtSecret: values.JWT_SECRET,
    seed: values.SEED,
    seedDemoUsers: values.SEED_DEMO_USERS === "1",
    trustProxy: values.TRUST_PROXY,
    corsOrigins: values.CORS_ORIGINS,
    rateLimitPerMinute: values.RATE_LIMIT,
    formBudgets: { submissionsPerMinute: values.FORM_RATE_LIMIT, lookupsPerMinute: values.FORM_LOOKUP_RATE_LIMIT },
    staffSessions: { idleMinutes: values.STAFF_SESSION_IDLE_MINUTES, maxHours: values.STAFF_SESSION_MAX_HOURS },
    grievanceDueDays: values.GRIEVANCE_DUE_DAYS,
    maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
    textReading: { pages: values.TEXT_READING_PAGES, leaseSeconds: values.TEXT_READING_LEASE_SECONDS },
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      publicUrl: values.PUBLIC_URL,
      pollMs: values.MAIL_POLL_MS,
      retryDelaysMs: values.MAIL_RETRY_SECONDS ?? defaultMailTiming.retryDelaysMs,
    },
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
