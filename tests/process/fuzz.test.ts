import { spawnSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { registerBuiltPages } from "#server/pages.ts";
import { createServices } from "#server/services/index.ts";
import { testLoad } from "../support/api.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { parseResponse, rawRequest } from "../support/raw-http.ts";

const root = path.resolve(import.meta.dirname, "../..");
const requestCount = 5_000;
const concurrency = 16;

/** Every kind of route: pages (known, unknown, redirected), each API endpoint, files, health, assets. */
const basePaths = [
  "/",
  "/UGC-Guidelines",
  "/administration/Support-Services",
  "/no/such/page",
  "/campus/zone/central%20zone",
  "/hi/",
  "/assets/missing.js",
  "/healthz",
  "/readyz",
  "/api",
  "/api/v2/campus",
  "/api/v1/campus",
  "/api/v1/faculty",
  "/api/v1/faculty/0123456789abcdef01234567",
  "/api/v1/departments",
  "/api/v1/departments/0123456789abcdef01234567",
  "/api/v1/departmentSchools",
  "/api/v1/program",
  "/api/v1/program/0123456789abcdef01234567",
  "/api/v1/program/id/0123456789abcdef01234567",
  "/api/v1/notice",
  "/api/v1/notice/archived",
  "/api/v1/notice/0123456789abcdef01234567",
  `/api/v1/files/${"a".repeat(64)}`,
  "/api/v1/openapi.json",
  "/api/v1/docs",
];

const hostileSegments = [
  "..",
  "%2e%2e",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "%",
  "%ZZ",
  "%E0%A4",
  "%C0%AE",
  "%F0%9F%98%80",
  "ा",
  "😀",
  "a".repeat(120),
  "b".repeat(5000),
  "",
  "\\",
  "%5C",
  "%2F",
  ";x=1",
  "%20zone",
  "<script>",
  "'OR'1'='1",
];

const queryParts = [
  "zone=central+zone",
  "zone=%00",
  "limit=1000",
  "limit=-1",
  "limit=1e309",
  "page=99999999999999999999",
  "regex=",
  "regex=.*",
  "regex=%",
  "regex=%E0%A4",
  "section=news",
  "section[]=news",
  "created_at_gteq=2025-13-45",
  "__proto__[x]=1",
  "constructor=1",
  "a".repeat(3000),
  "%=%",
  "&&&",
];

const methods = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "QUERY"];
const oddMethods = ["get", "PROPFIND", "CONNECT", "G%T", "BREW", ""];
const versions = ["HTTP/1.1", "HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/0.9", "HTTP/2.0", "HTTP/1.2", "HTTP/1.1 x"];
const hosts = ["localhost", "127.0.0.1:3000", "[::1]", "a b", "[::1", "", "x".repeat(300), "évil.test", "a/b"];

const bodies = [
  { type: "application/json", body: '{"title": "x"}' },
  { type: "application/json", body: '{"title": ' },
  { type: "application/json", body: '{"__proto__": {"admin": true}}' },
  { type: "application/json", body: "x".repeat(1024 * 1024 + 10) },
  { type: "application/json; charset=utf-16", body: "[]" },
  { type: "multipart/form-data; boundary=X", body: "--X\r\nContent-Disposition: form-data; name=pdf\r\n\r\n%PDF" },
  { type: "multipart/form-data", body: "no boundary" },
  { type: "application/x-www-form-urlencoded", body: "a=%ZZ&b=%00" },
  { type: "text/plain", body: "\u0000\u0001\u0002" },
  { type: "image/png", body: "\x89PNG" },
  { type: "", body: "stray body" },
];

const headerSets: Array<Record<string, string>> = [
  {},
  { "If-None-Match": "*" },
  { "Accept-Encoding": "br;q=0.1, gzip;q=0.5, deflate, zstd, x-gzip" },
  { Authorization: "Bearer \u00ff\u00fe" },
  { Authorization: "Basic " + "A".repeat(2000) },
  { "X-Forwarded-For": "1.2.3.4, garbage, ::1" },
  { "X-Forwarded-Host": "a b" },
  { "X-Forwarded-Proto": "gopher" },
  { Cookie: "a=" + "b".repeat(4000) },
  { "X-Huge": "h".repeat(20_000) },
  { Range: "bytes=-1-2,999999999-" },
  { Origin: "null" },
  { "Content-Type": "application/json" },
  { Accept: "*/*;q=abc" },
];

const requestArbitrary = fc.record({
  method: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...methods) }, fc.constantFrom(...oddMethods)),
  base: fc.constantFrom(...basePaths),
  extra: fc.array(fc.constantFrom(...hostileSegments), { maxLength: 3 }),
  query: fc.array(fc.constantFrom(...queryParts), { maxLength: 3 }),
  version: fc.constantFrom(...versions),
  host: fc.oneof({ weight: 6, arbitrary: fc.constant("localhost") }, fc.constantFrom(...hosts)),
  headers: fc.constantFrom(...headerSets),
  body: fc.option(fc.constantFrom(...bodies), { freq: 3 }),
});
type FuzzRequest = typeof requestArbitrary extends fc.Arbitrary<infer Request> ? Request : never;

function serialise(request: FuzzRequest): { bytes: Buffer; path: string } {
  const path =
    request.base +
    request.extra.map((segment) => `/${segment}`).join("") +
    (request.query.length ? `?${request.query.join("&")}` : "");
  const lines = [`${request.method} ${path} ${request.version}`, `Host: ${request.host}`, "Connection: close"];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  let body = Buffer.alloc(0);
  if (request.body) {
    body = Buffer.from(request.body.body, "latin1");
    if (request.body.type) lines.push(`Content-Type: ${request.body.type}`);
    lines.push(`Content-Length: ${body.length}`);
  }
  return { bytes: Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), body]), path };
}

function isApi(path: string) {
  return path === "/api" || path.startsWith("/api/") || path.startsWith("/api?");
}

describe("hostile requests against every route", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const buildDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-fuzz-build-"));

  beforeAll(async () => {
    // The pages as `npm run build` makes them, built once for this suite.
    const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDirectory },
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);
    database = await createTestDatabase("sqlite");
    const services = createServices(database.db);
    app = await buildApp({
      database,
      services,
      rateLimitPerMinute: 1_000_000,
      // A shared, busy test machine must not turn the fuzz run into a load test.
      overloadLimits: testLoad,
      registerPages: (fastify) => registerBuiltPages(fastify, services, buildDirectory),
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(buildDirectory, { recursive: true, force: true });
  });

  it(`answers ${requestCount} generated requests with no 5xx, API errors in the envelope and page errors as pages`, async () => {
    const requests = fc.sample(requestArbitrary, { numRuns: requestCount, seed: 20261123 });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const { bytes, path: requestPath } = serialise(request);
        const label = `${request.method} ${requestPath.slice(0, 120)} ${request.version} host=${request.host.slice(0, 20)} ${Object.keys(request.headers).join(",")} ${request.body?.type ?? ""}`;
        const raw = await rawRequest(port, bytes);
        const response = parseResponse(raw);
        if (!response) {
          failures.push(`no answer: ${label}`);
          continue;
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) failures.push(`${response.status}: ${label}`);
        if (response.status < 400 || response.status >= 500 || request.method === "HEAD") continue;
        const body = response.body.toString("utf8");
        if (isApi(requestPath) || response.headers["content-type"]?.startsWith("application/json")) {
          const envelope = (() => {
            try {
              return JSON.parse(body) as { status?: string; error?: { code?: string; message?: string } };
            } catch {
              return undefined;
            }
          })();
          if (envelope?.status !== "error" || !envelope.error?.code || !envelope.error.message) {
            failures.push(`${response.status} without the envelope: ${label}: ${body.slice(0, 100)}`);
          }
          if (!isApi(requestPath) && request.method !== "CONNECT") {
            failures.push(`${response.status} page answered JSON: ${label}`);
          }
        } else if (!response.headers["content-type"]?.startsWith("text/html") || !/<html[\s>]/i.test(body)) {
          failures.push(`${response.status} page that is not an HTML page: ${label}: ${body.slice(0, 100)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    expect(failures.slice(0, 20)).toEqual([]);
    // The run reached the server's every kind of answer, not just one.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 301, 400, 404, 405, 413]));
    const health = parseResponse(
      await rawRequest(port, Buffer.from("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")),
    );
    expect(health?.status).toBe(200);
  }, 180_000);
});
