import type { Kysely } from "kysely";

/** The limit grievances already filed are given: the default of GRIEVANCE_DUE_DAYS (decision 0248). */
const filedGrievanceDays = 21;

/**
 * A grievance's due date, fixed when it is filed (the limit in force then), and the officer it
 * is assigned to (decision 0248). Grievances filed before get 21 days from their filing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("grievance").addColumn("due_at", "text").execute();
  await db.schema
    .alterTable("grievance")
    .addColumn("assigned_to", "text", (column) => column.references("staff_user.id").onDelete("set null"))
    .execute();
  const grievances = db as unknown as Kysely<{ grievance: { id: string; created_at: string; due_at: string | null } }>;
  const filed = await grievances.selectFrom("grievance").select(["id", "created_at"]).execute();
  for (const { id, created_at } of filed) {
    const due = new Date(Date.parse(created_at) + filedGrievanceDays * 86_400_000).toISOString();
    await grievances.updateTable("grievance").set({ due_at: due }).where("id", "=", id).execute();
  }
  await db.schema.createIndex("grievance_due_idx").on("grievance").columns(["status", "due_at"]).execute();
  await db.schema.createIndex("grievance_assigned_idx").on("grievance").column("assigned_to").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("grievance_assigned_idx").execute();
  await db.schema.dropIndex("grievance_due_idx").execute();
  await db.schema.alterTable("grievance").dropColumn("assigned_to").execute();
  await db.schema.alterTable("grievance").dropColumn("due_at").execute();
}
