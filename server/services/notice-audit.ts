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
    ...noticeParticulars(row),
    published_at: row.created_at,
  };
}

type NoticeParticulars =
  "link" | "valid_until" | "end_date" | "apply_link" | "vacancies" | "order_date" | "order_number";

/** A notice's link, dates, vacancies and order, which the API and the audit log show as its row has them. */
export function noticeParticulars(row: Pick<Selectable<NoticeTable>, NoticeParticulars>) {
  const { link, valid_until, end_date, apply_link, vacancies, order_date, order_number } = row;
  return { link, valid_until, end_date, apply_link, vacancies, order_date, order_number };
}
