import type { Selectable } from "kysely";
import type { NoticeTable } from "../db/schema.ts";
import { toFlag } from "./rows.ts";

/** What the audit log keeps of a notice, as each of its entries records it. */
export function noticeAuditSummary(row: Selectable<NoticeTable>) {
  return {
    title: row.title,
    title_hi: row.title_hi,
    section: row.section,
    archive: toFlag(row.archive),
    file_id: row.file_id,
    file_name: row.file_name,
    link: row.link,
    valid_until: row.valid_until,
    end_date: row.end_date,
    apply_link: row.apply_link,
    vacancies: row.vacancies,
    order_date: row.order_date,
    order_number: row.order_number,
    published_at: row.created_at,
  };
}
