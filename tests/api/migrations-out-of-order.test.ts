import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/database.ts";
import * as mailOutbox from "#server/db/migrations/0030-mail-outbox.ts";
import * as boardSubscriptions from "#server/db/migrations/0031-board-subscriptions.ts";
import { createTestDatabase, testEngines } from "../support/databases.ts";

// Decision 0300: a release may bring migrations numbered below the last one a site ran.
describe.each(testEngines)("migrations that arrive out of order on %s", (engine) => {
  it("applies 0030 and 0031 to a database that ran 0042 and later without them, then answers as a current one", async () => {
    const database = await createTestDatabase(engine, { seed: false });
    try {
      // The database of a site started on a release that had 0042 and 0048 but not the mail work.
      // The migrations' own view of the database, as the migrator gives them.
      const migrated = database.db as Kysely<unknown>;
      await boardSubscriptions.down!(migrated);
      await mailOutbox.down!(migrated);
      await database.db
        .deleteFrom("kysely_migration" as never)
        .where("name" as never, "in", ["0030-mail-outbox", "0031-board-subscriptions"] as never)
        .execute();

      expect(await migrateToLatest(database)).toEqual(["0030-mail-outbox", "0031-board-subscriptions"]);
      expect(await database.db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);
      expect(await database.db.selectFrom("board_subscription").select("id").execute()).toEqual([]);
      expect(await migrateToLatest(database)).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
