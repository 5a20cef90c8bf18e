// `npm run backup [-- file]`: a consistent copy of the configured database while the site serves.
import { loadConfigOrExit } from "../config.ts";
import { backupDatabase } from "../db/backup.ts";
import { databaseOptions } from "../db/database.ts";

const config = loadConfigOrExit();
const options = databaseOptions(config);
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = process.argv[2] ?? `backups/dseu-${stamp}.${options.engine === "sqlite" ? "sqlite" : "pgdump"}`;
try {
  await backupDatabase(options, target);
  console.log(`Backup of the ${options.engine} database written to ${target}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
