import { sql, type Kysely } from "kysely";

/**
 * Outgoing mail (decisions 0200 to 0203). `mail_outbox` holds every message from the
 * transaction of the event that causes it until a sender has delivered it, with its tries,
 * when it is due again, which sender holds it and until when (a lease a crashed sender's
 * claim runs out of), and the last error. A message's text is made when it is sent, from
 * its kind and `payload`; a message whose link acts on something (an account, an alumni
 * registration) names it in `link_target`, and the link is made as it goes out: only the
 * hash of its token is kept, in `mail_link`, with what it is for, its end and its use.
 * `password_reset_request` counts the "forgot your password" asks per address and account.
 * A grievance and an alumni registration keep the language of the page they came from,
 * for the messages about them; a registration is confirmed by its address's owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("recipient", "text", (column) => column.notNull())
    .addColumn("recipient_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("language", "text", (column) => column.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("link_target", "text")
    .addColumn("state", "text", (column) =>
      column
        .notNull()
        .defaultTo("pending")
        .check(sql`state in ('pending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("claim_id", "text")
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("message_id", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["state", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_created_idx").on("mail_outbox").column("created_at").execute();

  await db.schema
    .createTable("mail_link")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("target_id", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("mail_link_target_idx").on("mail_link").columns(["purpose", "target_id"]).execute();

  await db.schema
    .createTable("password_reset_request")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("asked_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("password_reset_request_idx")
    .on("password_reset_request")
    .columns(["subject", "asked_at"])
    .execute();

  await db.schema
    .alterTable("grievance")
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en"))
    .execute();
  await db.schema
    .alterTable("alumni_registration")
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en"))
    .execute();
  await db.schema.alterTable("alumni_registration").addColumn("confirmed_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("alumni_registration").dropColumn("confirmed_at").execute();
  await db.schema.alterTable("alumni_registration").dropColumn("language").execute();
  await db.schema.alterTable("grievance").dropColumn("language").execute();
  await db.schema.dropTable("password_reset_request").execute();
  await db.schema.dropTable("mail_link").execute();
  await db.schema.dropTable("mail_outbox").execute();
}
