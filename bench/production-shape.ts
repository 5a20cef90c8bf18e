/**
 * The site as docs/deploy.md runs it on results day, on this machine: two instances (each an
 * `npm start`) on one PostgreSQL database, behind nginx with deploy/nginx.conf and a certificate
 * made for the run, and a crowd of phones, each from an address of its own. Shared by
 * `npm run bench:results-day` and `npm run bench:soak`.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon, { type Options, type Result } from "autocannon";
import * as prettier from "prettier";
import { startNginx, type NginxFront } from "../scripts/nginx-front.ts";
import { freePort, startSite, type SiteProcess } from "../scripts/site-process.ts";
import { inOwnSchema } from "./own-schema.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The account the benchmarks publish with, made with `npm run user:create` as an operator would. */
const staff = { email: "bench-admin@dseu.ac.in", password: "results-day-bench-password" };

export type ProductionShape = {
  nginx: NginxFront;
  instances: SiteProcess[];
  /** The processes that serve (one worker per instance), for their memory. */
  servingPids: () => number[];
  /** A bearer token of an admin, for the staff's upload. */
  staffToken: string;
  /** A static file nginx serves alone, on another port, with the same TLS: the ceiling. */
  ceilingUrl: string;
  stop: () => Promise<void>;
};

/** The process ids whose parent is `pid` (Linux's /proc). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The parent is the fourth field, after the command's name in parentheses.
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The PostgreSQL database of a run: BENCH_DATABASE_URL, or a schema `<name>_<pid>` in TEST_DATABASE_URL's. */
export async function onPostgreSQL<Result>(
  name: string,
  run: (databaseUrl: string) => Promise<Result>,
): Promise<Result> {
  if (process.env.BENCH_DATABASE_URL) return run(process.env.BENCH_DATABASE_URL);
  if (process.env.TEST_DATABASE_URL) return inOwnSchema(process.env.TEST_DATABASE_URL, name, run);
  throw new Error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database: results day runs on it");
}

async function createStaffAccount(databaseUrl: string): Promise<void> {
  const child = spawn(
    path.join(root, "node_modules/.bin/node"),
    ["server/cli/user-create.ts", "--email", staff.email, "--role", "admin", "--name", "Results desk"],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, USER_PASSWORD: staff.password }, stdio: "ignore" },
  );
  const [code] = (await once(child, "exit")) as [number];
  if (code !== 0) throw new Error("npm run user:create failed");
}

/**
 * Starts the shape on `databaseUrl`: two instances at once (production settings: the default
 * rate limit, one trusted proxy), nginx in front with room for `connections` clients, and the
 * ceiling's static file (the home page as the crowd gets it, Brotli-compressed).
 */
export async function startProductionShape(databaseUrl: string, connections: number): Promise<ProductionShape> {
  const settings = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "1",
    RATE_LIMIT: "500",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
  };
  const instances = await Promise.all([startSite(settings), startSite(settings)]);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-results-day-"));
  const ceilingPort = await freePort();
  const staticFolder = path.join(prefix, "static");
  fs.mkdirSync(staticFolder);
  fs.chmodSync(staticFolder, 0o755);
  const stopAll = async (nginx?: NginxFront) => {
    nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await createStaffAccount(databaseUrl);
    const nginx = await startNginx({
      prefix,
      ports: { https: await freePort(), http: await freePort() },
      upstreams: instances.map((instance) => new URL(instance.base).host),
      // Every client's connection may hold one to an instance (docs/deploy.md).
      main: `worker_processes auto;\nworker_rlimit_nofile ${4 * connections + 1000};\nevents { worker_connections ${2 * connections + 500}; }`,
      http: `server {
    listen 127.0.0.1:${ceilingPort} ssl;
    ssl_certificate ${prefix}/certificate.pem;
    ssl_certificate_key ${prefix}/key.pem;
    ssl_session_cache shared:ceiling_tls:20m;
    root ${staticFolder};
  }`,
    });
    try {
      const signIn = await requestThrough(nginx, "/api/v1/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify(staff)),
      });
      const staffToken = (JSON.parse(signIn.body.toString()) as { token: string }).token;
      // The ceiling: the home page as a phone gets it (Brotli), a file nginx serves from disk.
      const home = await requestThrough(nginx, "/", { headers: { "accept-encoding": "br" } });
      fs.writeFileSync(path.join(staticFolder, "home.html"), home.body);
      fs.chmodSync(path.join(staticFolder, "home.html"), 0o644);
      return {
        nginx,
        instances,
        servingPids: () => instances.flatMap((instance) => childrenOf(instance.pid)),
        staffToken,
        ceilingUrl: `https://127.0.0.1:${ceilingPort}/home.html`,
        stop: () => stopAll(nginx),
      };
    } catch (error) {
      nginx.stop();
      throw error;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request through nginx from the benchmark itself, trusting only the run's certificate. */
export function requestThrough(
  nginx: Pick<NginxFront, "origin" | "certificate">,
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    https
      .request(
        `${nginx.origin}${url}`,
        { method, headers, ca: nginx.certificate, agent: false, localAddress },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () =>
            resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
          );
        },
      )
      .on("error", reject)
      .end(body);
  });
}

/** An answer's body as the crowd gets it (Brotli or gzip), decoded. */
export function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

export const asPhone = { "accept-encoding": "br, gzip" };

async function readJson<Value>(shape: ProductionShape, url: string): Promise<Value> {
  return JSON.parse(decoded(await requestThrough(shape.nginx, url, { headers: asPhone }))) as Value;
}

/**
 * The results-day mix's paths, read from the seeded site: the home page in both languages, the
 * results board and its page 2, the newest result with a PDF, a search for "result", the
 * results' API read and a programme with its structure.
 */
export async function resultsDayPaths(shape: ProductionShape): Promise<string[]> {
  const results = await readJson<{ data: { notices: Array<{ file: { url: string } | null }> } }>(
    shape,
    "/api/v1/notice?section=results",
  );
  const newestPdf = results.data.notices.find((notice) => notice.file)?.file?.url;
  const programs = await readJson<{ data: { programs: Array<{ _id: string; years: unknown }> } }>(
    shape,
    "/api/v1/program",
  );
  const programme = programs.data.programs.find((program) => program.years && typeof program.years === "object");
  if (!newestPdf || !programme)
    throw new Error("the seeded site has no result with a PDF or no programme with a structure");
  return [
    "/",
    "/hi/",
    "/recruitment?category=results",
    "/recruitment?category=results&page=2",
    newestPdf,
    "/search?q=result",
    "/api/v1/notice?section=results",
    `/programs/${programme._id}`,
  ];
}

/** The crowd's requests of the mix: the paths in turn, one in four from a phone past its first page. */
export function resultsDayMix(paths: string[]): Options["requests"] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        next += 1;
        // A phone past its first page has the pop-up's cookie set: another entry of nginx's cache.
        const headers = next % 4 === 0 ? { ...request.headers, cookie: "event-popup-seen=1" } : request.headers;
        return { ...request, path: paths[next % paths.length]!, ...(headers && { headers }) };
      },
    },
  ];
}

/**
 * A crowd: `connections` phones, each from an address of its own on the loopback network
 * (127.1.0.0 upwards, as nginx sees them; the instances read them from X-Forwarded-For), over
 * TLS with the run's certificate. Each connection asks for the next path of `requests` in turn:
 * at once after each answer (the machine's most), or, given `perSecond`, that many times a
 * second at most, as phones whose people read between taps (decision 0219).
 */
export async function crowd(
  url: string,
  {
    connections,
    seconds,
    requests,
    perSecond,
  }: { connections: number; seconds: number; requests: Options["requests"]; perSecond?: number },
): Promise<Result> {
  let addressed = 0;
  const run = (count: number, asked: Options["requests"]) =>
    autocannon({
      url,
      connections: count,
      ...(perSecond && { connectionRate: perSecond }),
      duration: seconds,
      timeout: 10,
      headers: { "accept-encoding": "br, gzip" },
      // autocannon reads its TLS options afresh for each connection it opens: each gets an address.
      tlsOptions: {
        get localAddress() {
          const index = addressed++ % (254 * 256);
          return `127.1.${Math.floor(index / 254)}.${(index % 254) + 1}`;
        },
      },
      requests: asked,
    });
  if (!perSecond) return run(connections, requests);
  // autocannon starts each connection's second with the connection: a crowd opened at once would
  // ask all together every second, and open its 2,000 TLS sessions in one second. Phones are not
  // in step, nor all there in the same second: the crowd arrives over five seconds, fifty groups a
  // tenth of a second apart, and each answer is timed here, from its request (decision 0219).
  const groups = 50;
  const latencies: number[] = [];
  const results = await Promise.all(
    Array.from({ length: groups }, async (_, group) => {
      await new Promise((resolve) => setTimeout(resolve, group * 100));
      return run(Math.ceil(connections / groups), timed(requests ?? [{}], latencies));
    }),
  );
  return together(results, latencies);
}

type Timed = { sentAt?: number };

/** The requests, each answer's time from its request put into `latencies`. */
function timed(requests: NonNullable<Options["requests"]>, latencies: number[]): Options["requests"] {
  return requests.map((request) => ({
    ...request,
    setupRequest: (asked, context) => {
      (context as Timed).sentAt = performance.now();
      return request.setupRequest ? request.setupRequest(asked, context) : asked;
    },
    onResponse: (status, body, context, headers) => {
      latencies.push(performance.now() - ((context as Timed).sentAt ?? performance.now()));
      request.onResponse?.(status, body, context, headers);
    },
  }));
}

/** The value below which `share` of the values lie (0 for none). */
export function percentile(values: number[], share: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
}

/** The results of runs side by side as one, its latencies those timed. */
function together(results: Result[], latencies: number[]): Result {
  const sum = (of: (result: Result) => number) => results.reduce((total, result) => total + of(result), 0);
  const at = (share: number) => Math.round(percentile(latencies, share));
  const statusCodeStats: Result["statusCodeStats"] = {};
  for (const result of results)
    for (const [code, { count }] of Object.entries(result.statusCodeStats))
      statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + count };
  const total = sum((result) => result.requests.total);
  const duration = Math.max(...results.map((result) => result.duration));
  return {
    requests: { total, average: total / duration, p50: 0, p99: 0, max: 0 },
    latency: {
      average: latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1),
      p50: at(0.5),
      p99: at(0.99),
      max: at(1),
    },
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    duration,
    statusCodeStats,
  };
}

/** The figures of one run, as docs/benchmarks-log.md tabulates them. */
export function figures(result: Result) {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    statuses,
  };
}

export const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? "?" : `${Math.round(bytes / 2 ** 20)} MB`;

/** What the machine was doing: its CPUs, memory and load (other work on it shows here). */
export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return (
    `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.versions.node}, ` +
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" / ")}`
  );
}

/** Formats a Markdown file as `npm run lint` checks it, and writes it. */
async function writeFormatted(file: string, text: string): Promise<void> {
  fs.writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, "")
    .replace(/ /g, "-");
}

/**
 * Writes one run: `entry`, under the heading `<title>, <date> UTC`, as the newest of its
 * benchmark's section in docs/benchmarks-log.md (after its marker `<!-- name:runs -->`), and
 * `headline` as its benchmark's latest figure in docs/benchmarks.md (the table's row of
 * `npm run bench:<name>`), both formatted as `npm run lint` checks them.
 */
export async function writeFigures(
  name: string,
  { title, entry, headline }: { title: string; entry: string; headline: string },
): Promise<void> {
  const measured = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const heading = `${title}, ${measured}`;

  const logFile = path.join(root, "docs/benchmarks-log.md");
  const log = fs.readFileSync(logFile, "utf8");
  const marker = `<!-- ${name}:runs -->`;
  const at = log.indexOf(marker);
  if (at < 0) throw new Error(`docs/benchmarks-log.md has no ${marker}`);
  const after = at + marker.length;
  await writeFormatted(logFile, `${log.slice(0, after)}\n\n### ${heading}\n\n${entry.trim()}\n${log.slice(after)}`);

  const tableFile = path.join(root, "docs/benchmarks.md");
  const table = fs.readFileSync(tableFile, "utf8");
  const rowStart = `| \`npm run bench:${name}\``;
  const lines = table.split("\n");
  const row = lines.findIndex((line) => line.startsWith(rowStart));
  if (row < 0) throw new Error(`docs/benchmarks.md has no row of npm run bench:${name}`);
  const benchmark = lines[row]!.split(" | ")[0]!.slice(2).trimEnd();
  const link = `[${title}](benchmarks-log.md#${anchorOf(heading)})`;
  lines[row] = `| ${benchmark} | ${headline} | ${measured} | ${link} |`;
  await writeFormatted(tableFile, lines.join("\n"));
}
