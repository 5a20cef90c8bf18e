/**
 * The performance budget (`npm run budget`, run by `npm test`): builds the site
 * when stale, starts it, loads `/` in Chromium and checks what it fetched:
 *
 * - JavaScript on `/` at most 24 kB (Brotli) above the bare framework (decision 0072): React
 *   Router's client entry and the chunks it imports, which every route needs
 *   before any module of ours;
 * - CSS on `/` at most 25 kB compressed;
 * - no route module larger than 40 kB compressed;
 * - the HTML of `/` at most 40 kB compressed;
 * - no request to another origin.
 *
 * Sizes are those of the `.br` files the server sends (scripts/precompress.ts).
 * Exits non-zero when a limit is exceeded.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { buildPagesIfStale } from "../server/page-build.mjs";
import { startSite } from "./site-process.ts";

const kB = 1000;
const limits = { jsAboveFramework: 24 * kB, css: 25 * kB, routeModule: 40 * kB, html: 40 * kB };

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string }>;
};

export type BudgetLine = { check: string; value: string; limit: string; ok: boolean };

const format = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;

/** Loads `base`/ in Chromium and measures it against the files of `buildDirectory`. */
export async function measureBudget(base: string, buildDirectory: string): Promise<BudgetLine[]> {
  const client = path.join(buildDirectory, "client");
  const compressedSize = (urlPath: string) => {
    const file = path.join(client, decodeURIComponent(urlPath));
    if (!file.startsWith(client + path.sep)) throw new Error(`outside the build: ${urlPath}`);
    return fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
  };

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  const requests: Array<{ url: URL; type: string }> = [];
  let html: string;
  try {
    const page = await browser.newPage();
    page.on("request", (request) => requests.push({ url: new URL(request.url()), type: request.resourceType() }));
    const response = await page.goto(`${base}/`, { waitUntil: "networkidle" });
    html = (await response?.text()) ?? "";
  } finally {
    await browser.close();
  }

  const origin = new URL(base).origin;
  const fetched = requests.filter(({ url }) => url.protocol.startsWith("http"));
  const foreign = [...new Set(fetched.filter(({ url }) => url.origin !== origin).map(({ url }) => url.origin))];
  const ownPaths = (type: string) => [
    ...new Set(
      fetched.filter((request) => request.type === type && request.url.origin === origin).map((r) => r.url.pathname),
    ),
  ];
  const scripts = ownPaths("script");
  const styles = ownPaths("stylesheet");
  // The page's text (decision 0079): data, not code, so shown beside the JavaScript, not in it.
  const messages = ownPaths("fetch").filter((urlPath) => urlPath.startsWith("/assets/messages-"));

  const manifestPath = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
  if (!manifestPath) throw new Error("the HTML of / names no React Router manifest");
  const sandbox = { window: {} as { __reactRouterManifest?: Manifest } };
  vm.runInNewContext(fs.readFileSync(path.join(client, manifestPath), "utf8"), sandbox);
  const manifest = sandbox.window.__reactRouterManifest!;
  const framework = [manifest.entry.module, ...manifest.entry.imports];

  const sum = (paths: string[]) => paths.reduce((total, urlPath) => total + compressedSize(urlPath), 0);
  for (const script of scripts) console.error(`  ${script}: ${format(compressedSize(script))}`);
  const jsTotal = sum(scripts);
  const frameworkTotal = sum(framework);
  const cssTotal = sum(styles);
  // Compressed as the page cache sends it (server/api/cacheable.ts, `brotli: "max"`).
  const htmlSize = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const modules = [...new Set(Object.values(manifest.routes).map((route) => route.module))].map((module) => ({
    module,
    size: compressedSize(module),
  }));
  const largest = modules.reduce((a, b) => (b.size > a.size ? b : a));

  return [
    { check: "bare framework (entry and its imports)", value: format(frameworkTotal), limit: "", ok: true },
    {
      check: `JavaScript on / (${scripts.length} files)`,
      value: `${format(jsTotal)} (+${format(jsTotal - frameworkTotal)})`,
      limit: `+${format(limits.jsAboveFramework)}`,
      ok: jsTotal - frameworkTotal <= limits.jsAboveFramework,
    },
    { check: `message files on / (${messages.length} files)`, value: format(sum(messages)), limit: "", ok: true },
    {
      check: `CSS on / (${styles.length} files)`,
      value: format(cssTotal),
      limit: format(limits.css),
      ok: cssTotal <= limits.css,
    },
    {
      check: `largest route module (${largest.module})`,
      value: format(largest.size),
      limit: format(limits.routeModule),
      ok: modules.every((entry) => entry.size <= limits.routeModule),
    },
    { check: "HTML of /", value: format(htmlSize), limit: format(limits.html), ok: htmlSize <= limits.html },
    {
      check: "requests to other origins",
      value: foreign.length ? foreign.join(", ") : "none",
      limit: "none",
      ok: foreign.length === 0,
    },
  ];
}

export function budgetTable(lines: BudgetLine[]): string[] {
  return [
    "| Budget (Brotli) | Measured | Limit | |",
    "| --- | ---: | ---: | --- |",
    ...lines.map((line) => `| ${line.check} | ${line.value} | ${line.limit} | ${line.ok ? "ok" : "OVER"} |`),
  ];
}

if (import.meta.main) {
  const buildDirectory = process.env.BUILD_DIR || "build";
  const failure = buildPagesIfStale(buildDirectory);
  if (failure) {
    console.error(failure);
    process.exit(1);
  }
  const site = await startSite({ BUILD_DIR: buildDirectory });
  try {
    const lines = await measureBudget(site.base, path.resolve(buildDirectory));
    console.log(budgetTable(lines).join("\n"));
    process.exitCode = lines.every((line) => line.ok) ? 0 : 1;
  } finally {
    await site.stop();
  }
}
