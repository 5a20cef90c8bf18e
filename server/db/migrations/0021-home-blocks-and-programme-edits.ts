import { sql, type Kysely } from "kysely";

/**
 * The home page's event pop-up moves from the code into the database (docs/decisions/0167):
 * one row, seeded with what the site shows today (on, the poster shipped with the pages,
 * which `poster_id` null stands for, and its alt text in both languages). A poster staff
 * upload is a stored file, resized, named by the hash of its bytes. Programmes gain their
 * eligibility in both languages, edited in the console with the rest (decision 0166).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("event_popup")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("enabled", "integer", (column) => column.notNull().check(sql`enabled in (0, 1)`))
    .addColumn("poster_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("poster_small_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("poster_width", "integer")
    .addColumn("poster_height", "integer")
    .addColumn("link", "text")
    .addColumn("alt_en", "text", (column) => column.notNull())
    .addColumn("alt_hi", "text", (column) => column.notNull())
    .addColumn("show_from", "text")
    .addColumn("show_until", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await (db as Kysely<{ event_popup: Record<string, string | number | null> }>)
    .insertInto("event_popup")
    .values({
      id: "event-popup",
      enabled: 1,
      poster_id: null,
      poster_small_id: null,
      poster_width: null,
      poster_height: null,
      link: null,
      alt_en:
        "Poster: DSEU Campus Life, Celebrating Skills. Fests, talks and competitions across our campuses. A stage with a trophy under spotlights, bunting and an audience.",
      alt_hi:
        "पोस्टर: डीएसईयू परिसर जीवन, कौशल का उत्सव। हमारे परिसरों में उत्सव, वार्ताएँ और प्रतियोगिताएँ। रोशनी में ट्रॉफी वाला मंच, झंडियाँ और दर्शक।",
      show_from: null,
      show_until: null,
      updated_at: new Date().toISOString(),
    })
    .execute();

  await db.schema.alterTable("program").addColumn("eligibility", "text").execute();
  await db.schema.alterTable("program").addColumn("eligibility_hi", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("program").dropColumn("eligibility_hi").execute();
  await db.schema.alterTable("program").dropColumn("eligibility").execute();
  await db.schema.dropTable("event_popup").execute();
}
