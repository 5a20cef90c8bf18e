import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { sql } from "kysely";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api.ts";
import { createStaff, pdfWithText, signIn, uploadNotice } from "../support/staff.ts";

type LogLine = { level: number; msg: string; reason?: string; err?: { message?: string } };

/**
 * A PDF whose catalogue runs a script when the file is opened, its objects packed in object
 * streams or not; each `stream` keyword ends in `lineEnd` (pdf-lib writes a line feed; a
 * carriage return alone, which viewers read as well, keeps every offset).
 */
async function pdfWithOpenActionScript(useObjectStreams: boolean, lineEnd: "\n" | "\r" = "\n"): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]);
  const action = document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('opened')") });
  document.catalog.set(PDFName.of("OpenAction"), document.context.register(action));
  const bytes = Buffer.from(await document.save({ useObjectStreams }));
  return Buffer.from(bytes.toString("latin1").replace(/(?<!end)stream\n/g, `stream${lineEnd}`), "latin1");
}

/** A PDF carrying `size` bytes of noise: more than the free space left in any page of the database. */
async function pdfOfSize(size: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]);
  document.context.register(document.context.stream(randomBytes(size)));
  return document.save();
}

describe("stored files", () => {
  const lines: LogLine[] = [];
  let api: TestApi;
  let token: string;

  const upload = (title: string, file: { name: string; content: Uint8Array }) =>
    uploadNotice(api.app, token, { fileName: title, section: "tenders" }, file);
  const served = async (title: string, file: { name: string; content: Uint8Array }) => {
    const published = await upload(title, file);
    expect(published.statusCode, published.body).toBe(201);
    const notice = published.json().data.notice as { file: { url: string; name: string } };
    const response = await api.app.inject({ url: notice.file.url });
    expect(response.statusCode).toBe(200);
    return { listedName: notice.file.name, disposition: response.headers["content-disposition"] };
  };

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    api = await createTestApi("sqlite", { logger: { level: "info", stream } });
    await createStaff(api.services, { email: "files-admin@dseu.test", role: "admin" });
    token = await signIn(api.app, "files-admin@dseu.test");
  });
  afterAll(() => api?.close());

  it("names a file after the type its content was found to be, whatever name it came with", async () => {
    const content = await pdfWithText("Not a page");
    const { listedName, disposition } = await served("Named as a page", { name: "evil.html", content });
    expect(listedName).toBe("evil.html.pdf");
    expect(disposition).toBe(`inline; filename="evil.html.pdf"; filename*=UTF-8''evil.html.pdf`);
    // A name that already says what the file is stays as it was.
    expect((await served("Named as a PDF", { name: "Tender.PDF", content })).listedName).toBe("Tender.PDF");
  });

  it.each([
    [true, "\n"],
    [false, "\n"],
    [true, "\r"],
  ] as const)(
    "serves a PDF that runs a script when opened as a download, not in the browser (object streams: %s, stream keyword ending %j)",
    async (useObjectStreams, lineEnd) => {
      const content = await pdfWithOpenActionScript(useObjectStreams, lineEnd);
      const { disposition } = await served(`Opens with a script ${useObjectStreams} ${JSON.stringify(lineEnd)}`, {
        name: "open.pdf",
        content,
      });
      expect(disposition).toMatch(/^attachment; filename="open\.pdf"/);
    },
  );

  // Last: it leaves the database full.
  it("answers a write on a full disk 503 with Retry-After, and logs that the disk is full", async () => {
    // No free page left to reuse, then no page to add.
    await sql`vacuum`.execute(api.database.db);
    const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(api.database.db)).rows[0]!;
    // SQLite answers SQLITE_FULL, as on a full disk, when a write would grow the file past this.
    await sql.raw(`pragma max_page_count = ${page_count}`).execute(api.database.db);
    const since = lines.length;
    const response = await upload("No room for it", { name: "big.pdf", content: await pdfOfSize(256 * 1024) });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers["retry-after"]).toBe("60");
    expect(response.json()).toMatchObject({ status: "error", error: { code: "service_unavailable" } });
    const logged = lines.slice(since).filter((line) => line.level >= 50);
    expect(logged.map((line) => [line.msg, line.reason])).toEqual([
      ["database or disk is full", "database or disk is full"],
    ]);
  });
});
