// `npm run restore -- file`: puts a backup made by `npm run backup` back (SQLite: stop the server first).
import { loadConfigOrExit } from "../config.ts";
import { restoreDatabase } from "../db/backup.ts";
import { databaseOptions } from "../db/database.ts";

const config = loadConfigOrExit();
const source = process.argv[2];
if (!source) {
  console.error("Usage: npm run restore -- <backup file>");
  process.exit(1);
}
const options = databaseOptions(config);
try {
  await restoreDatabase(options, source);
  console.log(`Restored the ${options.engine} database from ${source}`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
