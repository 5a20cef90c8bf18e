import type { Kysely } from "kysely";

/**
 * Officials, committees, campus photos and the holiday calendar move into the database,
 * where staff edit them (docs/decisions/0161 to 0164). The five offices are seeded with
 * what is public: the Chancellor is the Lieutenant Governor of Delhi by office; no other
 * officer is named until staff enter the name, and the pages say so. Committees start
 * empty. The holiday calendar starts with the 2026 list the pages showed (gazetted
 * holidays for offices in Delhi, DoPT O.M. of 3 July 2025). Photos are stored files,
 * resized, named by the hash of their bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("official")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name_en", "text")
    .addColumn("name_hi", "text")
    .addColumn("designation_en", "text", (column) => column.notNull())
    .addColumn("designation_hi", "text", (column) => column.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("photo_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("photo_small_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("sort_order", "integer", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("committee_member")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("committee", "text", (column) => column.notNull())
    .addColumn("name_en", "text", (column) => column.notNull())
    .addColumn("name_hi", "text")
    .addColumn("designation_en", "text", (column) => column.notNull())
    .addColumn("designation_hi", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("photo_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("photo_small_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("committee_member_committee")
    .on("committee_member")
    .columns(["committee", "position"])
    .execute();

  await db.schema
    .createTable("holiday")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("date", "text", (column) => column.notNull())
    .addColumn("name_en", "text", (column) => column.notNull())
    .addColumn("name_hi", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("holiday_date").on("holiday").column("date").execute();

  await db.schema
    .alterTable("campus")
    .addColumn("photo_id", "text", (column) => column.references("stored_file.id"))
    .execute();
  await db.schema
    .alterTable("campus")
    .addColumn("photo_small_id", "text", (column) => column.references("stored_file.id"))
    .execute();
  await db.schema.alterTable("campus").addColumn("updated_at", "text").execute();

  const now = new Date().toISOString();
  const rows = db as Kysely<{
    official: Record<string, string | number | null>;
    holiday: Record<string, string>;
  }>;
  await rows
    .insertInto("official")
    .values(
      offices.map(([id, designation_en, designation_hi], index) => ({
        id,
        name_en: id === "chancellor" ? "The Lieutenant Governor of Delhi" : null,
        name_hi: id === "chancellor" ? "दिल्ली के उपराज्यपाल" : null,
        designation_en,
        designation_hi,
        email: null,
        phone: null,
        photo_id: null,
        photo_small_id: null,
        sort_order: index + 1,
        updated_at: now,
      })),
    )
    .execute();
  await rows
    .insertInto("holiday")
    .values(
      holidays2026.map(([date, name_en, name_hi]) => ({
        // Ids from the date, so every database seeds the same rows.
        id: `0000000000000000${date.replaceAll("-", "")}`,
        date,
        name_en,
        name_hi,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("campus").dropColumn("updated_at").execute();
  await db.schema.alterTable("campus").dropColumn("photo_small_id").execute();
  await db.schema.alterTable("campus").dropColumn("photo_id").execute();
  await db.schema.dropTable("holiday").execute();
  await db.schema.dropTable("committee_member").execute();
  await db.schema.dropTable("official").execute();
}

/** The offices with a page of their own, in the order the site lists them. */
const offices = [
  ["chancellor", "Chancellor", "कुलाधिपति"],
  ["vice-chancellor", "Vice-Chancellor", "कुलपति"],
  ["registrar", "Registrar", "कुलसचिव"],
  ["coe", "Controller of Examinations", "परीक्षा नियंत्रक"],
  ["cof", "Controller of Finance", "वित्त नियंत्रक"],
] as const;

/** The pages' 2026 list, in English and Hindi, as it stood when the calendar moved into the database. */
const holidays2026 = [
  ["2026-01-26", "Republic Day", "गणतंत्र दिवस"],
  ["2026-03-04", "Holi", "होली"],
  ["2026-03-21", "Id-ul-Fitr", "ईद-उल-फ़ित्र"],
  ["2026-03-26", "Ram Navami", "राम नवमी"],
  ["2026-03-31", "Mahavir Jayanti", "महावीर जयंती"],
  ["2026-04-03", "Good Friday", "गुड फ्राइडे"],
  ["2026-05-01", "Buddha Purnima", "बुद्ध पूर्णिमा"],
  ["2026-05-27", "Id-ul-Zuha (Bakrid)", "ईद-उल-ज़ुहा (बकरीद)"],
  ["2026-06-26", "Muharram", "मुहर्रम"],
  ["2026-08-15", "Independence Day", "स्वतंत्रता दिवस"],
  ["2026-08-26", "Milad-un-Nabi (Id-e-Milad)", "मिलाद-उन-नबी (ईद-ए-मिलाद)"],
  ["2026-09-04", "Janmashtami", "जन्माष्टमी"],
  ["2026-10-02", "Mahatma Gandhi's Birthday", "महात्मा गांधी जयंती"],
  ["2026-10-20", "Dussehra", "दशहरा"],
  ["2026-11-08", "Diwali (Deepavali)", "दीपावली"],
  ["2026-11-24", "Guru Nanak's Birthday", "गुरु नानक जयंती"],
  ["2026-12-25", "Christmas Day", "क्रिसमस"],
] as const;
