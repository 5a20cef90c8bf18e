import { PostgresAdapter, sql, type Kysely } from "kysely";

const roles = sql`('admin', 'editor', 'faculty', 'grievance_officer')`;

/**
 * Grievance officers (decision 0140): a fourth staff role, and the campus whose
 * grievances an officer handles (null: every campus). A grievance's history is read
 * from the audit log by its target, so the log gains an index on it.
 *
 * PostgreSQL replaces the role's check constraint in place. SQLite keeps a check in the
 * table's definition, so the table is made again from that definition with the wider
 * check (whatever columns later migrations gave it), with foreign keys off meanwhile:
 * otherwise dropping the old table would clear every reference to an account
 * (`on delete set null`). There is no `down`: going back would have to remove the
 * officers' accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table staff_user drop constraint staff_user_role_check`.execute(db);
    await sql`alter table staff_user add constraint staff_user_role_check check (role in ${roles})`.execute(db);
  } else {
    await widenSqliteRoleCheck(db);
  }
  await db.schema.alterTable("staff_user").addColumn("grievance_campus", "text").execute();
  await db.schema
    .createIndex("audit_log_target_idx")
    .on("audit_log")
    .columns(["target_type", "target_id", "created_at"])
    .execute();
}

async function widenSqliteRoleCheck(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'staff_user'`.execute(db);
  const definition = rows[0]?.sql ?? "";
  const narrowCheck = "role in ('admin', 'editor', 'faculty')";
  const tableName = /^create table "staff_user"/i;
  if (!definition.includes(narrowCheck) || !tableName.test(definition)) {
    throw new Error(`staff_user is not as migration 0005 made it: ${definition}`);
  }
  const widened = definition
    .replace(tableName, 'create table "staff_user_next"')
    .replace(narrowCheck, "role in ('admin', 'editor', 'faculty', 'grievance_officer')");
  // Outside a transaction: SQLite ignores this pragma inside one (and its migrations run in none).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(widened).execute(trx);
      await sql`insert into staff_user_next select * from staff_user`.execute(trx);
      await sql`drop table staff_user`.execute(trx);
      await sql`alter table staff_user_next rename to staff_user`.execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("a reference to a staff account no longer resolves");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
