/**
 * `npm run sample-data:remove`: deletes every record the demo seed invented (decision 0130),
 * as the console's action does, audit-logged as the command line. Uses the same
 * DATA_DIR / DATABASE_URL as the server.
 */
import { loadConfigOrExit } from "../config.ts";
import { databaseOptions, migrateToLatest, openDatabase } from "../db/database.ts";
import { createReadCache } from "../services/read-cache.ts";
import { commandLineActor } from "../services/audit-service.ts";
import { createSampleDataService } from "../services/sample-data-service.ts";

const database = openDatabase(databaseOptions(loadConfigOrExit()));
try {
  await migrateToLatest(database);
  const removed = await createSampleDataService(database.db, createReadCache()).removeAll(commandLineActor);
  console.log(
    `Removed the sample data: ${removed.faculty} people, ${removed.programmes} programmes, ${removed.notices} notices.`,
  );
  // This process has no way into a running server's caches: its pages catch up when they expire.
  console.log("A running server shows the change within ten minutes, or at once when restarted.");
} finally {
  await database.close();
}
