/**
 * The staff upload of a new result in the middle of a results-day run (bench/results-day.ts),
 * and the phone that watches for it: in a thread of its own, so that its requests are sent and
 * their answers read when they come, not when the crowd's load generator, busy with thousands of
 * connections on the main thread, next lets them (it delayed them by seconds, as much as the
 * site took).
 */
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { asPhone, decoded, requestThrough, type ProductionShape } from "./production-shape.ts";
import { resultSheet } from "./result-sheet.ts";

/** What the watching thread is given of the run: nginx's address and certificate, the instances' own, and a staff token. */
type UploadingStaff = {
  nginx: Pick<ProductionShape["nginx"], "origin" | "certificate">;
  instances: string[];
  staffToken: string;
};

/**
 * Publishes a new result through nginx as staff do, then asks nginx, as a phone does, for the
 * results' API read and board until both show it: the milliseconds from the upload's answer.
 */
async function publishAndWatch(shape: UploadingStaff) {
  const title = `Result of the semester examinations, ${new Date().toISOString()}`;
  const form = new FormData();
  form.append("fileName", title);
  form.append("section", "results");
  form.append("pdf", new Blob([Buffer.from(await resultSheet(title))], { type: "application/pdf" }), "result.pdf");
  const encoded = new Response(form);
  const began = performance.now();
  const published = await requestThrough(shape.nginx, "/api/v1/notice/upload", {
    method: "POST",
    headers: { authorization: `Bearer ${shape.staffToken}`, "content-type": encoded.headers.get("content-type")! },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  if (published.status !== 201) throw new Error(`the upload answered ${published.status}: ${published.body}`);
  const answered = performance.now();
  const visibleAfter = async (
    url: string,
    read = async () => decoded(await requestThrough(shape.nginx, url, { headers: asPhone })),
  ) => {
    for (;;) {
      const shown = await read();
      if (shown.includes(title)) return Math.round(performance.now() - answered);
      if (performance.now() - answered > 30_000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const resultsRead = "/api/v1/notice?section=results";
  const [api, board, text, ...instances] = await Promise.all([
    visibleAfter(resultsRead),
    visibleAfter("/recruitment?category=results"),
    textRead(shape, JSON.parse(published.body.toString()).data.notice._id as string),
    // Each instance asked directly, past nginx's cache: how much of the wait is theirs.
    ...shape.instances.map((base) => visibleAfter(resultsRead, async () => (await fetch(base + resultsRead)).text())),
  ]);
  return { uploadMs: Math.round(answered - began), api, board, text, instances: instances as number[] };
}

/** How the new result's PDF was read in the background (decision 0261), and how long after its upload. */
async function textRead(shape: UploadingStaff, noticeId: string) {
  const began = performance.now();
  for (;;) {
    const answer = await requestThrough(shape.nginx, `/api/v1/notice/text-states?ids=${noticeId}`, {
      headers: { authorization: `Bearer ${shape.staffToken}` },
    });
    const state = (JSON.parse(answer.body.toString()) as { data: { states: Record<string, { state: string }> } }).data
      .states[noticeId]?.state;
    if (state !== undefined && state !== "pending") return { state, ms: Math.round(performance.now() - began) };
    if (performance.now() - began > 60_000) return { state: state ?? "unknown", ms: Number.POSITIVE_INFINITY };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Publishes a new result and watches for it from a thread of its own; answers what `publishAndWatch` measured. */
export function publishApartAndWatch(shape: ProductionShape): Promise<Awaited<ReturnType<typeof publishAndWatch>>> {
  const staff: UploadingStaff = {
    nginx: { origin: shape.nginx.origin, certificate: shape.nginx.certificate },
    instances: shape.instances.map((instance) => instance.base),
    staffToken: shape.staffToken,
  };
  const worker = new Worker(new URL(import.meta.url), { workerData: staff });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

if (!isMainThread) parentPort!.postMessage(await publishAndWatch(workerData as UploadingStaff));
