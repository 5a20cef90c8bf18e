import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { Config } from "./config.ts";
import { migrateToLatest, type DatabaseHandle } from "./db/database.ts";
import { addNewInformationPages } from "./db/seed/information-pages.ts";
import { pendingSeedParts } from "./db/seed/parts.ts";
import { databaseDisk, isStorageFull, storageFullLine } from "./db/unavailable.ts";

/** What preparing the database did, logged once per start as "database prepared". */
export type Preparation = { migrationsApplied: number; seedPartsApplied: string[]; pagesAdded: number };

/** The seed's process failed; it has said why on stderr. */
class SeedProcessFailed extends Error {}

/**
 * Runs the seed in a child process (server/db/seed/seed-process.ts) and returns the parts it
 * applied. A first start that seeded in the server's own process kept some 55 MB more RSS
 * for its life than a restart; see docs/decisions/0088.
 */
async function seedInChildProcess(): Promise<string[]> {
  const child = fork(fileURLToPath(new URL("./db/seed/seed-process.ts", import.meta.url)));
  let applied: string[] = [];
  child.on("message", (message) => (applied = message as string[]));
  // "close" comes after the exit and after the message channel has been read to its end.
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new SeedProcessFailed(`Seeding the database failed (${signal ?? `exit code ${code}`})`);
  return applied;
}

/**
 * Migrations, then the seed (in a process of its own, only when there is something to seed), the
 * first revision of any page a release added to the content folder and, with SEED_DEMO_USERS, the
 * demo accounts: once per database however many processes start.
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<Preparation> {
  const startedAt = new Date();
  const migrations = await migrateToLatest(database);
  const seedParts = (await pendingSeedParts(database.db)).size > 0 ? await seedInChildProcess() : [];
  const pagesAdded = await addNewInformationPages(database.db);
  if (config.seedDemoUsers) {
    const { seedDemoUsers } = await import("./services/demo-users.ts");
    for (const line of await seedDemoUsers(database.db, startedAt)) console.log(line);
  }
  return { migrationsApplied: migrations.length, seedPartsApplied: seedParts, pagesAdded };
}

/**
 * Settings a site in production should have, said once per start: without JWT_SECRET the key
 * that signs staff tokens is kept in the database, where anyone who can read the database or a
 * backup could sign a token for any account (README, Configuration); without SMTP_URL no mail
 * goes out, and messages wait in the outbox (decision 0200).
 */
export function warnOfProductionSettings(config: Config, log: { warn: (message: string) => void }): void {
  if (config.env !== "production") return;
  if (!config.jwtSecret) {
    log.warn("JWT_SECRET is not set: staff tokens are signed with a key kept in the database; set it in production");
  }
  if (!config.mail.smtpUrl) {
    log.warn("SMTP_URL is not set: no mail is sent; messages wait in the outbox until a mail server is configured");
  }
}

/**
 * prepareDatabase for a start: a full disk ends the process with one line, as a bad setting
 * does, rather than with a stack; so does a seed that failed in its own process, which has
 * said why already.
 */
export async function prepareDatabaseOrExit(database: DatabaseHandle, config: Config): Promise<Preparation> {
  try {
    return await prepareDatabase(database, config);
  } catch (error) {
    if (isStorageFull(error)) console.error(storageFullLine((error as Error).message, databaseDisk(config)));
    else if (!(error instanceof SeedProcessFailed)) throw error;
    await database.close().catch(() => {});
    process.exit(1);
  }
}
