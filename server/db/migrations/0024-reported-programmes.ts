import { sql, type Kysely } from "kysely";
import { isPostgres } from "../search-index.ts";

/**
 * The programmes the campuses reported (decision 0186) are seeded with what is known of them
 * and no more: a programme may have no code, no department and no duration until the
 * university publishes them, and a certificate course is a level of its own. Campuses gain
 * their address in Hindi, which staff write in the console.
 *
 * PostgreSQL changes the columns in place. SQLite keeps NOT NULL and checks in the table's
 * definition, so the table is made again from that definition with the four constraints
 * relaxed (whatever columns later migrations gave it), with foreign keys off meanwhile:
 * otherwise dropping the old table would delete every programme's campuses
 * (`on delete cascade`), as migration 0014 did for staff accounts. There is no `down`: a
 * programme without a department could not go back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table program
      alter column code drop not null,
      alter column department_id drop not null,
      alter column duration drop not null,
      drop constraint program_level_check,
      add constraint program_level_check check (level in ${levels})`.execute(db);
  } else {
    await relaxSqliteProgramTable(db);
  }
  await db.schema.alterTable("campus").addColumn("address_hi", "text").execute();
}

const levels = sql`('DIPLOMA', 'UG', 'PG', 'CERTIFICATE')`;

/** The fragments of migration 0002's definition that change, and what they become. */
const relaxed: ReadonlyArray<[string, string]> = [
  [`"code" text not null unique`, `"code" text unique`],
  [`check (level in ('DIPLOMA', 'UG', 'PG'))`, `check (level in ('DIPLOMA', 'UG', 'PG', 'CERTIFICATE'))`],
  [`"department_id" text not null references`, `"department_id" text references`],
  [`"duration" text not null`, `"duration" text`],
];

async function relaxSqliteProgramTable(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'program'`.execute(db);
  const definition = rows[0]?.sql ?? "";
  const tableName = /^create table "program"/i;
  if (!tableName.test(definition) || relaxed.some(([before]) => !definition.includes(before))) {
    throw new Error(`program is not as migration 0002 made it: ${definition}`);
  }
  const next = relaxed.reduce(
    (text, [before, after]) => text.replace(before, after),
    definition.replace(tableName, 'create table "program_next"'),
  );
  const { rows: indexes } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'program' and sql is not null`.execute(db);
  // Outside a transaction: SQLite ignores this pragma inside one (and its migrations run in none).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(next).execute(trx);
      await sql`insert into program_next select * from program`.execute(trx);
      await sql`drop table program`.execute(trx);
      await sql`alter table program_next rename to program`.execute(trx);
      for (const index of indexes) await sql.raw(index.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("a reference to a programme no longer resolves");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
