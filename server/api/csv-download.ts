import type { FastifyReply } from "fastify";

/** Sends `csv` as a download named after `name` and today's date (`grievances-2026-01-31.csv`). */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`)
    .send(csv);
}
