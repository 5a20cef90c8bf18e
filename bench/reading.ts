/**
 * Reading benchmark (`npm run bench:reading`; decision 0261): how long recognition takes per page
 * of a scanned notice, in English and in Hindi, in the reading process as the servers run it;
 * and how the site answers while it works: the real server (server/start.mjs, one process, a
 * fresh SQLite database) is asked for a cached page by BENCH_CONNECTIONS (10) connections,
 * first with nothing to read, then while it recognises a 20-page scan it was just sent. Then
 * the weight of that notice's reading view against its PDF's. Prints Markdown for
 * docs/benchmarks-log.md.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "#server/db/database.ts";
import { readPdf } from "#server/services/notice-text/reader.ts";
import { defaultReadingLimits } from "#server/db/notice-text/reading-outcome.ts";
import { createServices } from "#server/services/index.ts";
import { startSite } from "../scripts/site-process.ts";
import { scannedNoticePdf, type FixtureBlock } from "../tests/support/notice-pdfs.ts";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const windowSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const scanPages = 20;

/** A full A4 page of a typed notice: a heading and six paragraphs, some 35 lines. */
const englishPage: FixtureBlock[] = [
  { heading: "Conduct of the end-semester examinations, December 2026" },
  ...Array.from({ length: 6 }, (_, index) => ({
    paragraph:
      `${index + 1}. The end-semester examinations of every programme will be held from the first to the twentieth ` +
      "of December in the campuses' examination halls. Students must reach the hall thirty minutes before the " +
      "examination begins, carry their admit card and university identity card, and leave phones, bags and " +
      "notes outside. A student found with unfair means will be dealt with under the examination regulations.",
  })),
];
const hindiPage: FixtureBlock[] = [
  { heading: "दिसंबर 2026 की सत्रांत परीक्षाओं का संचालन" },
  ...Array.from({ length: 6 }, (_, index) => ({
    paragraph:
      `${index + 1}. सभी कार्यक्रमों की सत्रांत परीक्षाएँ दिसंबर की पहली से बीसवीं तारीख तक परिसरों के परीक्षा ` +
      "कक्षों में होंगी। विद्यार्थी परीक्षा शुरू होने से तीस मिनट पहले कक्ष में पहुँचें, अपना प्रवेश पत्र और " +
      "विश्वविद्यालय का पहचान पत्र साथ रखें, और फ़ोन, बैग तथा नोट्स बाहर छोड़ें।",
  })),
];

const ms = (value: number) => value.toFixed(0);

/** The bytes of an answer as they cross the wire with Brotli asked for (fetch would unpack them). */
function compressedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/** Recognition alone, in the reading process: a one-page scan (the fixed cost) and a five-page one. */
async function recognitionPerPage(language: "en" | "hi", page: FixtureBlock[]) {
  const time = async (pages: number) => {
    const pdf = await scannedNoticePdf(language, page, { pages });
    const start = performance.now();
    const outcome = await readPdf(pdf, defaultReadingLimits);
    if (outcome.state !== "recognised") throw new Error(`the ${language} scan was not recognised: ${outcome.reason}`);
    return performance.now() - start;
  };
  const one = await time(1);
  const five = await time(5);
  return { language, one, perPage: (five - one) / 4 };
}

async function cachedPageLatency(base: string, pathname: string) {
  const result = await autocannon({
    url: `${base}${pathname}`,
    connections,
    duration: windowSeconds,
    headers: { "accept-encoding": "br, gzip" },
  });
  return result;
}

const perPage = [await recognitionPerPage("en", englishPage), await recognitionPerPage("hi", hindiPage)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-bench-reading-"));
// The overload guard judges the machine as a whole: on a shared one its refusals would measure
// the neighbours' work, not the reading's; the answers that were not 200 are counted anyway.
const server = await startSite({ DATA_DIR: dataDir, LOG_LEVEL: "warn", MAX_EVENT_LOOP_DELAY_MS: "0" });
const database = openDatabase({ engine: "sqlite", file: path.join(dataDir, "dseu.sqlite") });
try {
  const services = createServices(database.db);
  const password = "a benchmark's long password";
  await services.accounts.create(
    {
      email: "bench@dseu.test",
      role: "admin",
      password,
      name: null,
      sections: [],
      page_groups: [],
      faculty_id: null,
      grievance_campus: null,
    },
    { id: null, email: "bench", address: null },
  );
  const signIn = await fetch(`${server.base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@dseu.test", password }),
  });
  const { token } = (await signIn.json()) as { token: string };

  for (const pathname of ["/", "/tenders"]) await fetch(`${server.base}${pathname}`); // kept from now on
  const idle = await cachedPageLatency(server.base, "/");

  const scan = await scannedNoticePdf("en", englishPage, { pages: scanPages });
  const form = new FormData();
  form.append("fileName", "Conduct of the end-semester examinations (scanned)");
  form.append("section", "ad circulars");
  form.append("pdf", new Blob([Buffer.from(scan)], { type: "application/pdf" }), "examinations.pdf");
  const uploaded = Date.now();
  const upload = await fetch(`${server.base}/api/v1/notice/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`the upload answered ${upload.status}`);
  const notice = ((await upload.json()) as { data: { notice: { _id: string; file: { _id: string } } } }).data.notice;
  const state = async () =>
    (
      await database.db
        .selectFrom("notice_file_text")
        .select("state")
        .where("file_id", "=", notice.file._id)
        .executeTakeFirst()
    )?.state;

  // Windows of load on the kept home page while the scan is recognised; the last may end after it.
  const during = [];
  while ((await state()) !== "recognised") {
    if ((await state()) === "failed") throw new Error("the scan's recognition failed");
    during.push(await cachedPageLatency(server.base, "/"));
  }
  const recognised = (Date.now() - uploaded) / 1000;

  // The view's weight as a browser gets it (Brotli), against the PDF's.
  const viewBytes = await compressedBytes(`${server.base}/notices/${notice._id}`);
  if (!(await fetch(`${server.base}/notices/${notice._id}`).then((answer) => answer.text())).includes('id="p50"')) {
    throw new Error("the reading view lacks the scan's text");
  }

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.versions.node}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log("\n| Scan | One page, whole reading (ms) | Each further page (ms) |\n| --- | ---: | ---: |");
  for (const row of perPage)
    console.log(`| ${row.language === "en" ? "English" : "Hindi"} | ${ms(row.one)} | ${ms(row.perPage)} |`);
  console.log(
    `\nCached \`/\`, ${connections} connections, ${windowSeconds} s windows\n\n| While | Requests/s | p50 (ms) | p99 (ms) | Max (ms) | Not 200 |\n| --- | ---: | ---: | ---: | ---: | ---: |`,
  );
  const row = (label: string, result: Awaited<ReturnType<typeof cachedPageLatency>>) =>
    console.log(
      `| ${label} | ${ms(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.errors + result.timeouts + result.non2xx} |`,
    );
  row("nothing is read", idle);
  during.forEach((result, index) => row(`a ${scanPages}-page scan is recognised (window ${index + 1})`, result));
  console.log(
    `\nThe ${scanPages}-page scan: recognised ${recognised.toFixed(0)} s after its upload; ` +
      `PDF ${(scan.length / 1024).toFixed(0)} kB, reading view ${(viewBytes / 1024).toFixed(1)} kB (Brotli, HTML alone).`,
  );
} finally {
  await database.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
