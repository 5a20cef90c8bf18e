import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Notice } from "#common/api/notice.ts";
import type { StaffNoticeText } from "#common/api/notice-text.ts";
import type { SearchAnswer } from "#common/api/search.ts";
import { startReadingRunner, type ReadingRunner } from "#server/services/notice-text/reading-runner.ts";
import { getJson } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { readText } from "../support/html.ts";
import { brokenPdf, scannedNoticePdf, textNoticePdf } from "../support/notice-pdfs.ts";
import { englishScan, eventually, hindiScan, silentLog } from "../support/notice-reading.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, signIn, uploadNotice, type FormFile } from "../support/staff.ts";

/**
 * Issue 58's acceptance over HTTP: a text PDF's reading view shows its blocks; two scans (English
 * and Hindi) are recognised by a runner reading in the background, found by the search and said
 * to be recognised automatically; a broken PDF says its text is not available while the PDF stays
 * downloadable; a scheduled notice's view is not found until its moment.
 */
describe.each(testEngines)("notices' reading views on %s", (engine) => {
  let site: TestSite;
  let admin: string;
  let runner: ReadingRunner;

  const publish = async (title: string, file: FormFile, fields: Record<string, string> = {}): Promise<Notice> => {
    const response = await uploadNotice(site.app, admin, { fileName: title, section: "ad circulars", ...fields }, file);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { notice: Notice } }>().data.notice;
  };
  /** The notice's text once its PDF has been read (or its reading failed). */
  const textOnceRead = (id: string) =>
    eventually(
      async () => {
        const text = (await getJson(site.app, `/api/v1/notice/${id}/text`, bearer(admin))).json.data
          .text as StaffNoticeText;
        return text.read_state === "pending" ? undefined : text;
      },
      { what: `the reading of notice ${id}` },
    );
  const page = async (path: string) => {
    const response = await site.app.inject(path);
    return { status: response.statusCode, html: parse(response.body), body: response.body };
  };
  const search = async (q: string, lang = "en") =>
    (await getJson(site.app, `/api/v1/search?${new URLSearchParams({ q, lang })}`)).json.data.search as SearchAnswer;

  beforeAll(async () => {
    site = await createTestSite({ engine });
    await createStaff(site.services, { email: "registrar@dseu.test", role: "admin", name: "Registrar" });
    admin = await signIn(site.app, "registrar@dseu.test");
    runner = await startReadingRunner(site.database.db, site.services.cache, { leaseSeconds: 30, log: silentLog });
  }, 180_000);
  afterAll(async () => {
    await runner.stop();
    await site.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a text PDF's heading, paragraphs, list and table, each block anchored, English marked as such on /hi/", async () => {
    const pdf = await textNoticePdf({
      heading: "Fee deadline extended",
      paragraphs: ["The last date for paying the semester fee is the fifteenth of January.", "A late fee applies."],
      items: ["Pay online through the portal", "Keep the receipt"],
      table: [
        ["Programme", "Fee"],
        ["B.Tech", "Rs 60,000"],
      ],
    });
    const notice = await publish("Fee deadline extended", { name: "fees.pdf", content: pdf });
    expect((await textOnceRead(notice._id)).read_state).toBe("pdf");

    const { status, html } = await page(`/notices/${notice._id}`);
    expect(status).toBe(200);
    expect(readText(html.querySelector("h1"))).toBe("Fee deadline extended");
    const text = html.querySelector("section[aria-labelledby=notice-text]")!;
    expect(readText(text.querySelector("#p1 h3"))).toBe("Fee deadline extended");
    expect(readText(text.querySelector("#p2 p"))).toBe(
      "The last date for paying the semester fee is the fifteenth of January.",
    );
    expect(readText(text.querySelector("#p3 p"))).toBe("A late fee applies.");
    expect(text.querySelectorAll("#p4 ul li").map(readText)).toEqual([
      "Pay online through the portal",
      "Keep the receipt",
    ]);
    expect(text.querySelectorAll("#p5 th").map(readText)).toEqual(["Programme", "Fee"]);
    expect(text.querySelectorAll("#p5 td").map(readText)).toEqual(["B.Tech", "Rs 60,000"]);
    expect(text.querySelector("#p2 a")?.getAttribute("href")).toBe("#p2");
    // The download link beside it, with the file's type and size.
    const download = html.querySelector(`a[href="${notice.file!.url}"]`);
    expect(readText(download)).toMatch(/^Download the PDF \(PDF, \d+ KB\)$/);

    const hindi = await page(`/hi/notices/${notice._id}`);
    expect(hindi.status).toBe(200);
    expect(hindi.html.querySelector("html")?.getAttribute("lang")).toBe("hi");
    expect(hindi.html.querySelector("#p2 p")?.getAttribute("lang")).toBe("en");
    expect(hindi.html.querySelector("h1")?.getAttribute("lang")).toBe("en");
    expect(readText(hindi.html.querySelector("h2#notice-text"))).toBe("सूचना का पाठ");
  });

  it("recognises an English and a Hindi scan in the background: found by a word of each, linked to its paragraph, said to be recognised automatically", async () => {
    const [english, hindi] = await Promise.all([
      scannedNoticePdf("en", englishScan).then((content) =>
        publish("Library hours", { name: "library-scan.pdf", content }),
      ),
      scannedNoticePdf("hi", hindiScan).then((content) =>
        publish("पुस्तकालय की सूचना", { name: "hindi-scan.pdf", content }),
      ),
    ]);
    for (const notice of [english, hindi]) {
      const text = await textOnceRead(notice._id);
      expect(text.read_state, text.reason ?? "").toBe("recognised");
    }

    const found = await search("twentieth");
    const englishResult = found.results.find((result) => result.path === english.file!.url);
    expect(englishResult?.reading_path).toBe(`/notices/${english._id}#p2`);
    const hindiFound = await search("छात्रवृत्ति", "hi");
    const hindiResult = hindiFound.results.find((result) => result.path === hindi.file!.url);
    expect(hindiResult?.reading_path).toBe(`/notices/${hindi._id}#p3`);

    const englishView = await page(`/notices/${english._id}`);
    expect(englishView.body).toContain("recognised automatically");
    expect(readText(englishView.html.querySelector("#p2 p"))).toContain("twentieth of December");
    const hindiView = await page(`/notices/${hindi._id}`);
    // Devanagari on an English page is marked as Hindi, paragraph by paragraph, and so is a title written in it.
    expect(hindiView.html.querySelector("h1")?.getAttribute("lang")).toBe("hi");
    expect(hindiView.html.querySelector("#p3 p")?.getAttribute("lang")).toBe("hi");
    expect(readText(hindiView.html.querySelector("#p3 p"))).toContain("छात्रवृत्ति");
    expect((await page(`/hi/notices/${hindi._id}`)).body).toContain("अपने-आप पहचाना गया");

    // The search results page offers the reading view beside the PDF, at the paragraph.
    const results = await page(`/search?q=twentieth`);
    const link = results.html.querySelector(`a[href="/notices/${english._id}#p2"]`);
    expect(readText(link)).toMatch(/^Read as text/);
  }, 120_000);

  it("says a broken PDF's text is not available and still serves the PDF", async () => {
    const notice = await publish("Damaged circular", { name: "damaged.pdf", content: brokenPdf() });
    const text = await textOnceRead(notice._id);
    expect(text.read_state).toBe("failed");
    expect(text.reason).toMatch(/could not be opened/);
    // The console's list is told the same, with the reason.
    const states = await getJson(site.app, `/api/v1/notice/text-states?ids=${notice._id}`, bearer(admin));
    expect(states.json.data.states[notice._id]).toMatchObject({ state: "failed", reason: text.reason });
    const view = await page(`/notices/${notice._id}`);
    expect(view.status).toBe(200);
    expect(view.body).toContain("The text of this notice is not available.");
    expect(view.html.querySelector("section[aria-labelledby=notice-text] ol")).toBeNull();
    const file = await site.app.inject(notice.file!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(brokenPdf()))).toBe(true);
  });

  it("reads again, once a server that can recognise scans starts, the PDFs a server without Tesseract left unread", async () => {
    const notice = await publish("Circular read later", {
      name: "later-read.pdf",
      content: await textNoticePdf({ heading: "Read later", paragraphs: ["Read by the next server."] }),
    });
    await textOnceRead(notice._id);
    // As a server without Tesseract leaves a scan.
    await site.database.db
      .updateTable("notice_file_text")
      .set({ state: "unavailable", blocks: null, reason: "tesseract-ocr is not installed" })
      .where("file_id", "=", notice.file!._id)
      .execute();
    const another = await startReadingRunner(site.database.db, site.services.cache, {
      leaseSeconds: 30,
      log: silentLog,
    });
    try {
      expect((await textOnceRead(notice._id)).read_state).toBe("pdf");
    } finally {
      await another.stop();
    }
  });

  it("answers 404 for a scheduled notice's view until its moment, and for ids that name no notice", async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const moment = new Date(now + 60_000).toISOString();
    const notice = await publish(
      "Circular published later",
      { name: "later.pdf", content: await textNoticePdf({ heading: "Later", paragraphs: ["Published later."] }) },
      { publishAt: moment },
    );
    // Asked twice: the second answer may come from the kept page.
    for (const path of [`/notices/${notice._id}`, `/hi/notices/${notice._id}`]) {
      expect((await page(path)).status).toBe(404);
      expect((await page(path)).status).toBe(404);
    }
    vi.setSystemTime(now + 60_000);
    expect((await page(`/notices/${notice._id}`)).status).toBe(200);
    expect((await page(`/hi/notices/${notice._id}`)).status).toBe(200);

    for (const path of [
      "/notices/0123456789abcdef01234567",
      "/notices/not-an-id",
      "/notices/%3Cscript%3E",
      `/notices/${"a".repeat(5000)}`,
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it("links the reading view beside the PDF on its board, on the home page and in the feeds, and lists it in the sitemap", async () => {
    const notice = await publish(
      "Announcement of the library week",
      { name: "week.pdf", content: await textNoticePdf({ heading: "Library week", paragraphs: ["Books."] }) },
      { section: "announcements" },
    );
    const href = `/notices/${notice._id}`;
    const circular = await publish("Circular on the library week", {
      name: "week-circular.pdf",
      content: await textNoticePdf({ heading: "Library week", paragraphs: ["For staff."] }),
    });
    const board = await page("/administration/administrative/circulars");
    const row = board.html
      .querySelectorAll("a")
      .find((link) => readText(link) === "Read as text: Circular on the library week");
    expect(row?.getAttribute("href")).toBe(`/notices/${circular._id}`);
    const home = await page("/");
    expect(readText(home.html.querySelector(`a[href="${href}"]`))).toMatch(/^Read as text/);
    const hindiHome = await page("/hi/");
    expect(hindiHome.html.querySelector(`a[href="/hi${href}"]`)).not.toBeNull();
    const sitemap = (await site.app.inject("/sitemap.xml")).body;
    expect(sitemap).toContain(`<url><loc>https://dseu.ac.in${href}</loc>`);
    expect(sitemap).toContain(`<url><loc>https://dseu.ac.in/hi${href}</loc>`);
    const feed = await site.app.inject("/notices.atom");
    expect(feed.body).toContain(`<link rel="alternate" type="text/html" href="https://dseu.ac.in${href}"/>`);
    const hindiFeed = await site.app.inject("/hi/notices.atom");
    expect(hindiFeed.body).toContain(`href="https://dseu.ac.in/hi${href}"`);
  });
});
