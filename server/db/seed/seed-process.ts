/**
 * The seed, run in a process of its own by the server's start when the database has
 * parts to seed (server/main.ts). Its data and PDF code, and the memory that building a
 * few thousand rows leaves behind in the heap and in malloc's arenas, go when this process
 * exits, instead of staying in the server's for its life. Sends the server the parts it
 * applied; any failure is printed (a full disk in one line) and ends it with a non-zero exit code.
 */
import { loadConfigOrExit } from "../../config.ts";
import { databaseOptions, openDatabase, withSeedLock } from "../database.ts";
import { databaseDisk, isStorageFull, storageFullLine } from "../unavailable.ts";
import { seedDatabase } from "./index.ts";

const config = loadConfigOrExit();
const database = openDatabase(databaseOptions(config));
try {
  const applied = await withSeedLock(database, () => seedDatabase(database.db, { profile: config.seed }));
  await new Promise<void>((resolve, reject) =>
    process.send!(applied, (error: Error | null) => (error ? reject(error) : resolve())),
  );
} catch (error) {
  if (!isStorageFull(error)) throw error;
  // One line, as the start's other refusals: the start that waits for this process says no more.
  console.error(storageFullLine((error as Error).message, databaseDisk(config)));
  process.exitCode = 1;
} finally {
  await database.close();
}
