import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { scannedNoticePdf, textNoticePdf } from "../support/notice-pdfs.ts";
import { englishScan, eventually } from "../support/notice-reading.ts";
import {
  demoAccounts,
  killStartedServers,
  noticeOf,
  postPdfNotice,
  servingPids,
  signIn,
  startSite,
  stopServer,
} from "../support/server-process.ts";

/** The processes running now, each with its parent and its command's name (Linux's /proc). */
function processes(): Array<{ pid: number; parent: number; command: string }> {
  return fs.readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      // "pid (command) state ppid …"; the command may hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return [{ pid: Number(entry), parent, command }];
    } catch {
      return []; // it ended while the list was read
    }
  });
}

/** Every process below `pid`, its children's children too. */
function descendants(pid: number): Array<{ pid: number; command: string }> {
  const all = processes();
  const found: Array<{ pid: number; command: string }> = [];
  let parents = new Set([pid]);
  while (parents.size > 0) {
    const children = all.filter((process) => parents.has(process.parent));
    found.push(...children);
    parents = new Set(children.map((child) => child.pid));
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Issue 58's acceptance in the production shape (`npm start`'s server/start.mjs): a scan's
 * recognition survives the server being killed in the middle of it, and finishes once after
 * the restart; and a machine without Tesseract starts, takes uploads and shows their views.
 */
describe("reading notices' PDFs in the server's processes", () => {
  const dataDirs: string[] = [];
  const dataDir = () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-reading-"));
    dataDirs.push(directory);
    return directory;
  };
  afterAll(() => {
    killStartedServers();
    for (const directory of dataDirs) fs.rmSync(directory, { recursive: true, force: true });
  });

  it("picks up a recognition the server was killed in the middle of after the restart, and writes its text once", async () => {
    const directory = dataDir();
    const environment = { SEED_DEMO_USERS: "1", TEXT_READING_LEASE_SECONDS: "2" };
    const site = await startSite(directory, environment);
    const [admin] = demoAccounts(site);
    const token = (await signIn(site.address, admin!.email, admin!.password)).body.token!;
    // One page: the kill lands while Tesseract reads it, and the restart reads it whole again.
    const upload = await postPdfNotice(
      site.address,
      token,
      "Library hours (scanned)",
      await scannedNoticePdf("en", englishScan),
    );
    expect(upload.status).toBe(201);
    const notice = await noticeOf(upload);

    // Killed while Tesseract reads a page: the supervisor (so that nothing replaces the worker), then the worker.
    const [worker] = servingPids(site);
    const tesseract = await eventually(
      async () => descendants(worker!).find((process) => process.command === "tesseract"),
      { what: "Tesseract reading the scan" },
    );
    const reading = descendants(worker!);
    await stopServer(site, "SIGKILL");
    process.kill(worker!, "SIGKILL");
    // The reading process and its tools go with the server that started them.
    await eventually(async () => (reading.some((each) => alive(each.pid)) ? undefined : true), {
      what: `the reading process and Tesseract (${tesseract.pid}) ending`,
      timeoutMs: 10_000,
    });
    const database = openDatabase({ engine: "sqlite", file: path.join(directory, "dseu.sqlite") });
    const row = () =>
      database.db
        .selectFrom("notice_file_text")
        .selectAll()
        .where("file_id", "=", notice.file.url.split("/").at(-1)!)
        .executeTakeFirstOrThrow();
    try {
      expect(await row()).toMatchObject({ state: "reading", attempts: 1 });

      const restarted = await startSite(directory, { TEXT_READING_LEASE_SECONDS: "2" });
      await eventually(async () => ((await row()).state === "reading" ? undefined : true), {
        what: "the recognition after the restart",
      });
      // Claimed once more after the lapsed claim, and written once, by that claim.
      expect(await row()).toMatchObject({ state: "recognised", attempts: 2, pages: 1, claim: null });
      // Its log line reaches the output a moment after the row is written.
      const finished = await eventually(
        async () => {
          const lines = restarted.output.filter((line) => line.includes('"msg":"notice text read"'));
          return lines.length > 0 ? lines : undefined;
        },
        { what: "the restarted server's log of the text read", timeoutMs: 10_000 },
      );
      expect(finished).toHaveLength(1);
      expect(restarted.output.join("\n")).not.toContain("was not kept");

      const search = await fetch(`${restarted.address}/api/v1/search?q=twentieth`);
      const results = ((await search.json()) as { data: { search: { results: Array<{ path: string }> } } }).data.search
        .results;
      expect(results.map((result) => result.path)).toContain(notice.file.url);
      const view = await (await fetch(`${restarted.address}/notices/${notice._id}`)).text();
      expect(view).toContain("recognised automatically");
      await stopServer(restarted);
    } finally {
      await database.close();
    }
  }, 180_000);

  it("starts, takes uploads and shows their views without Tesseract on the PATH, saying a scan's text is not available yet", async () => {
    const emptyPath = dataDir();
    const site = await startSite(dataDir(), { SEED_DEMO_USERS: "1", PATH: emptyPath });
    try {
      expect(site.output.join("\n")).toContain("scanned notices will not be recognised");
      const [admin] = demoAccounts(site);
      const token = (await signIn(site.address, admin!.email, admin!.password)).body.token!;
      const scan = await noticeOf(
        await postPdfNotice(site.address, token, "Scanned tender", await scannedNoticePdf("en", englishScan)),
      );
      const typed = await noticeOf(
        await postPdfNotice(
          site.address,
          token,
          "Typed tender",
          await textNoticePdf({ heading: "Typed tender", paragraphs: ["Bids close on the tenth of March."] }),
        ),
      );
      // The typed PDF's text needs no recognition: its view shows it once read.
      const typedView = await eventually(async () => {
        const html = await (await fetch(`${site.address}/notices/${typed._id}`)).text();
        return html.includes("Bids close on the tenth of March.") ? html : undefined;
      });
      expect(typedView).toContain('id="p2"');
      const scanView = await eventually(async () => {
        const response = await fetch(`${site.address}/api/v1/notice/${scan._id}/text`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { data } = (await response.json()) as { data: { text: { read_state: string; reason: string } } };
        return data.text.read_state === "unavailable" ? data.text : undefined;
      });
      expect(scanView.reason).toBe("tesseract-ocr is not installed");
      const html = await (await fetch(`${site.address}/notices/${scan._id}`)).text();
      expect(html).toContain("The text of this notice is not available yet.");
      expect((await fetch(`${site.address}${scan.file.url}`)).status).toBe(200);
    } finally {
      await stopServer(site);
    }
  }, 120_000);
});
