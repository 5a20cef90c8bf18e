import type { AddressInfo } from "node:net";
import path from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "#app/page-routes.ts";
import { grievanceCategories } from "#common/api/grievance.ts";
import { buildApp } from "#server/app.ts";
import { seedDemoUsers } from "#server/services/demo-users.ts";
import { registerBuiltPages } from "#server/pages.ts";
import { createServices } from "#server/services/index.ts";
import { testLoad } from "../support/api.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { parseResponse, rawRequest } from "../support/raw-http.ts";
import { testBuildDirectory } from "../support/test-build.ts";

const root = path.resolve(import.meta.dirname, "../..");
const requestCount = 5_000;
const concurrency = 16;

type Body = { type: string; body: string };
/** A path to aim at, the methods it takes (when not just GET) and bodies made for it. */
type Target = { path: string; methods?: readonly string[]; bodies?: readonly Body[] };

const someId = "0123456789abcdef01234567";

/** Every page of the site (app/page-routes.ts) in English and Hindi, with sample parameters. */
const sampleParameters: Record<string, string> = {
  programLevel: "ug",
  id: someId,
  zone: "central",
  name: "aryabhat",
  category: "academic-positions",
};
const pagePaths = pageRoutes.flatMap(({ path }) => {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => sampleParameters[name] ?? "x");
  return [filled, filled === "/" ? "/hi/" : `/hi${filled}`];
});

/** Other things the server answers: unknown pages, resource routes, React Router's data requests, assets, health. */
const otherPaths = [
  "/UGC-Guidelines",
  "/no/such/page",
  "/hi/no/such/page",
  "/campus/zone/central%20zone",
  "/sitemap.xml",
  "/robots.txt",
  "/courses.data",
  "/hi/alumni.data",
  "/assets/missing.js",
  "/healthz",
  "/readyz",
  "/api",
  "/api/v2/campus",
];

const readApiPaths = [
  "/api/v1/campus",
  "/api/v1/faculty",
  `/api/v1/faculty/${someId}`,
  "/api/v1/departments",
  `/api/v1/departments/${someId}`,
  "/api/v1/departmentSchools",
  "/api/v1/program",
  `/api/v1/program/${someId}`,
  `/api/v1/program/id/${someId}`,
  "/api/v1/notice",
  "/api/v1/notice/archived",
  `/api/v1/notice/${someId}`,
  "/api/v1/notice/{{notice}}",
  `/api/v1/files/${"a".repeat(64)}`,
  "{{file}}",
  "/api/v1/openapi.json",
  "/api/v1/docs",
  "/api/v1/docs/js/scalar.js",
  // Staff reads: with a token (see `auth` below) these reach their handlers.
  "/api/v1/auth/me",
  "/api/v1/audit",
  "/api/v1/audit?page=2&limit=500&action=notice.create",
  "/api/v1/users",
  "/api/v1/faculty/me",
  `/api/v1/departments/${someId}/overview`,
  "/api/v1/grievances",
  "/api/v1/grievances/export.csv",
  `/api/v1/grievances/${someId}`,
  `/api/v1/grievances/${someId}/attachment`,
  "/api/v1/alumni",
  "/api/v1/alumni/export.csv",
];

const pdf = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

/** A multipart body from parts (name, optional file name and type, content), with boundary X. */
function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; content: string }>,
  end = "--X--\r\n",
) {
  const encoded = parts.map(({ name, filename, type, content }) => {
    const disposition = `Content-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}`;
    return `--X\r\n${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n${content}\r\n`;
  });
  return { type: "multipart/form-data; boundary=X", body: encoded.join("") + end };
}

const noticeFields = [
  { name: "fileName", content: "Tender for lab equipment" },
  { name: "section", content: "tenders" },
];
const uploadBodies: Body[] = [
  multipart([...noticeFields, { name: "pdf", filename: "t.pdf", type: "application/pdf", content: pdf }]),
  multipart([...noticeFields, { name: "link", content: "https://example.org/t.pdf" }]),
  multipart([...noticeFields, { name: "pdf", filename: "t.pdf", type: "application/pdf", content: "MZ\x90\x00" }]),
  multipart([...noticeFields, { name: "file", filename: "t.pdf", type: "application/pdf", content: pdf }]),
  multipart([...noticeFields, { name: "pdf", filename: 'a"b\\..\\..\\x.pdf', content: pdf }]),
  multipart([...noticeFields, { name: "pdf", filename: "ा😀%00.pdf", content: pdf }]),
  multipart([...noticeFields, { name: "pdf", filename: "", content: "" }]),
  multipart([
    ...noticeFields,
    { name: "pdf", filename: "one.pdf", content: pdf },
    { name: "pdf", filename: "two.pdf", content: pdf },
  ]),
  multipart([
    { name: "fileName", content: "x".repeat(12_000) },
    { name: "section", content: "tenders" },
  ]),
  multipart([
    { name: "fileName", content: "x" },
    { name: "section", content: "no such section" },
  ]),
  multipart([
    ...noticeFields,
    { name: "validUntil", content: "2025-13-45" },
    { name: "autoArchive", content: "maybe" },
  ]),
  multipart(Array.from({ length: 45 }, (_, index) => ({ name: `f${index}`, content: "v" }))),
  multipart([...noticeFields, { name: "pdf", filename: "t.pdf", content: pdf }], ""),
  multipart([...noticeFields], "--Y--\r\n"),
  { type: "multipart/form-data; boundary=X", body: "--X\r\nno disposition\r\n\r\nvalue\r\n--X--\r\n" },
  { type: "multipart/form-data; boundary=", body: "--\r\n\r\n" },
  { type: "multipart/form-data; boundary=X", body: "" },
];

const archiveBodies: Body[] = [
  { type: "application/json", body: '{"archive": true}' },
  { type: "application/json", body: '{"archive": "false"}' },
  { type: "application/json", body: '{"archive": "maybe"}' },
  { type: "application/json", body: '{"archive": true, "extra": {"__proto__": {"x": 1}}}' },
  { type: "application/x-www-form-urlencoded", body: "archive=true" },
];

const noticeEditBodies: Body[] = [
  { type: "application/json", body: '{"fileName": "Renamed tender", "section": "tenders"}' },
  { type: "application/json", body: '{"section": "no such section"}' },
  { type: "application/json", body: '{"validUntil": "2025-13-45", "autoArchive": "yes"}' },
  { type: "application/json", body: '{"fileName": {"$gt": ""}, "section": ["tenders"]}' },
  ...archiveBodies.slice(0, 3),
  { type: "application/json", body: '{"constructor": {"prototype": {"admin": true}}}' },
  { type: "application/json", body: "[]" },
  { type: "application/json", body: "null" },
  { type: "application/json", body: '"text"' },
  uploadBodies[0]!,
  uploadBodies[2]!,
  uploadBodies[12]!,
];

const loginBodies: Body[] = [
  { type: "application/json", body: '{"email": "demo-admin@dseu.ac.in", "password": "not the password"}' },
  { type: "application/json", body: '{"email": "nobody@example.org", "password": "guess"}' },
  { type: "application/json", body: '{"email": ["demo-admin@dseu.ac.in"], "password": 1}' },
  { type: "application/json", body: `{"email": "${"a".repeat(5000)}@x.in", "password": "x"}` },
  { type: "application/json", body: `{"email": "a@b.in", "password": "${"p".repeat(100_000)}"}` },
  { type: "application/json", body: '{"password": "x"}' },
  { type: "application/x-www-form-urlencoded", body: "email=demo-admin%40dseu.ac.in&password=x" },
];

const staffWriteBodies: Body[] = [
  { type: "application/json", body: '{"email": "new@dseu.ac.in", "role": "editor", "sections": ["tenders"]}' },
  { type: "application/json", body: '{"email": "x", "role": "superuser"}' },
  { type: "application/json", body: '{"disabled": true, "role": "admin"}' },
  { type: "application/json", body: '{"password": "short"}' },
  { type: "application/json", body: '{"status": "resolved", "public_reply": "Done", "internal_note": "<script>"}' },
  { type: "application/json", body: '{"status": "nonsense"}' },
];

const token = "3f1c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const grievanceFields = {
  token,
  name: "Asha Rani",
  email: "asha@example.org",
  phone: "9876543210",
  role: "student",
  campus: "head-office",
  category: grievanceCategories[0],
  subject: "Fee receipt",
  description: "The fee receipt for the second semester was never issued to me.",
  consent: "on",
};
const urlencoded = (fields: Record<string, string>) => ({
  type: "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields).toString(),
});
const grievanceBodies: Body[] = [
  urlencoded(grievanceFields),
  urlencoded({ ...grievanceFields, token: "not-a-uuid", email: "no", phone: "1".repeat(200), category: "x" }),
  urlencoded({ ...grievanceFields, name: "<script>alert(1)</script>", description: "%00".repeat(3000) }),
  { type: "application/x-www-form-urlencoded", body: "name=a&name=b&token=%ZZ&description=%E0%A4" },
  multipart([
    ...Object.entries(grievanceFields).map(([name, content]) => ({ name, content })),
    { name: "attachment", filename: "proof.pdf", type: "application/pdf", content: pdf },
  ]),
  multipart([
    ...Object.entries(grievanceFields).map(([name, content]) => ({ name, content })),
    { name: "attachment", filename: "proof.exe", type: "application/x-msdownload", content: "MZ" },
  ]),
  multipart([{ name: "name", content: "x" }], ""),
];
const alumniFields = {
  token,
  name: "Ravi Kumar",
  programme: "B.Tech Mechanical",
  yearOfPassing: "2022",
  email: "ravi@example.org",
  organisation: "DSEU",
  consent: "on",
};
const alumniBodies: Body[] = [
  urlencoded(alumniFields),
  urlencoded({ ...alumniFields, yearOfPassing: "1e309", consent: "yes", email: "a@" }),
  urlencoded({ ...alumniFields, organisation: "o".repeat(10_000) }),
  multipart(Object.entries(alumniFields).map(([name, content]) => ({ name, content }))),
];
const statusBodies: Body[] = [
  urlencoded({ reference: "GRV-2026-000001", email: "asha@example.org" }),
  urlencoded({ reference: "GRV-' OR 1=1 --", email: "%" }),
  urlencoded({ reference: "x".repeat(5000) }),
];
const preferenceBodies: Body[] = [
  urlencoded({ textSize: "large", contrast: "high", returnTo: "/courses" }),
  urlencoded({ textSize: "huge", returnTo: "//evil.example/" }),
  urlencoded({ returnTo: "https://evil.example/" }),
];

/** The routes that change something, with the methods and bodies they take. */
const writeTargets: Target[] = [
  { path: "/api/v1/auth/login", methods: ["POST"], bodies: loginBodies },
  { path: "/api/v1/auth/logout", methods: ["POST"] },
  { path: "/api/v1/notice/upload", methods: ["POST"], bodies: uploadBodies },
  { path: "/api/v1/notice/{{notice}}", methods: ["PUT"], bodies: noticeEditBodies },
  { path: "/api/v1/notice/{{notice}}", methods: ["PATCH"], bodies: archiveBodies },
  { path: "/api/v1/notice/{{notice}}", methods: ["DELETE"] },
  { path: `/api/v1/notice/${someId}`, methods: ["PUT", "PATCH", "DELETE"], bodies: noticeEditBodies },
  { path: "/api/v1/notice/not-an-id", methods: ["PUT", "PATCH", "DELETE"], bodies: noticeEditBodies },
  { path: "/api/v1/users", methods: ["POST"], bodies: staffWriteBodies },
  { path: "/api/v1/users/{{user}}", methods: ["PATCH"], bodies: staffWriteBodies },
  { path: `/api/v1/users/${someId}/password`, methods: ["PUT"], bodies: staffWriteBodies },
  { path: "/api/v1/faculty/me", methods: ["PUT"], bodies: staffWriteBodies },
  { path: `/api/v1/departments/${someId}/overview`, methods: ["PUT"], bodies: staffWriteBodies },
  { path: `/api/v1/grievances/${someId}`, methods: ["PATCH"], bodies: staffWriteBodies },
  { path: "/grievance-form", methods: ["POST"], bodies: grievanceBodies },
  { path: "/hi/grievance-form", methods: ["POST"], bodies: grievanceBodies },
  { path: "/grievance-form.data", methods: ["POST"], bodies: grievanceBodies },
  { path: "/alumni", methods: ["POST"], bodies: alumniBodies },
  { path: "/hi/alumni", methods: ["POST"], bodies: alumniBodies },
  { path: "/grievance-status", methods: ["POST"], bodies: statusBodies },
  { path: "/preferences", methods: ["POST"], bodies: preferenceBodies },
  { path: "/admin-login", methods: ["POST"], bodies: loginBodies },
  { path: "/logindseu", methods: ["POST"], bodies: loginBodies },
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

const anyMethod = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...methods) }, fc.constantFrom(...oddMethods));
const anySegments = fc.array(fc.constantFrom(...hostileSegments), { maxLength: 3 });
const anyVersion = fc.constantFrom(...versions);
const anyHeaders = fc.constantFrom(...headerSets);

/** Pages, other paths and API reads as they are; write routes with their own methods and bodies. */
const targetArbitrary: fc.Arbitrary<Target> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...pagePaths.map((path) => ({ path }))) },
  { weight: 1, arbitrary: fc.constantFrom(...otherPaths.map((path) => ({ path }))) },
  { weight: 3, arbitrary: fc.constantFrom(...readApiPaths.map((path) => ({ path }))) },
  { weight: 5, arbitrary: fc.constantFrom(...writeTargets) },
);

/**
 * A write route's handler is reached only by a well-formed request with a token: three in four
 * requests to one are well formed (the route's own method, HTTP/1.1, no stray segment or header,
 * mostly an admin's token, the first of its bodies more often than the others, which each
 * break one rule); the rest are as hostile as those to any other path.
 */
const requestArbitrary = fc
  .tuple(targetArbitrary, fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)))
  .chain(([target, wellFormed]) => {
    const aimed = Boolean(target.methods) && wellFormed;
    return fc.record({
      target: fc.constant(target),
      method: aimed ? fc.constantFrom(...target.methods!) : anyMethod,
      extra: aimed ? fc.constant<string[]>([]) : anySegments,
      query: fc.array(fc.constantFrom(...queryParts), { maxLength: aimed ? 1 : 3 }),
      version: aimed ? fc.constant("HTTP/1.1") : anyVersion,
      host: aimed
        ? fc.constant("localhost")
        : fc.oneof({ weight: 6, arbitrary: fc.constant("localhost") }, fc.constantFrom(...hosts)),
      headers: aimed ? fc.constant<Record<string, string>>({}) : anyHeaders,
      // Whose token, if any: staff routes answer 401 without one, before reading the body.
      auth: aimed
        ? fc.constantFrom("admin", "admin", "admin", "editor", "faculty", undefined)
        : fc.constantFrom(undefined, undefined, "admin", "admin", "editor", "faculty"),
      body: target.bodies
        ? fc.option(
            fc.oneof(
              { weight: 3, arbitrary: fc.constant(target.bodies[0]!) },
              { weight: 4, arbitrary: fc.constantFrom(...target.bodies) },
              fc.constantFrom(...bodies),
            ),
            { freq: aimed ? 20 : 4 },
          )
        : fc.option(fc.constantFrom(...bodies), { freq: 3 }),
      // Which real record a {{placeholder}} names, and the client address (a trusted proxy's
      // X-Forwarded-For), so that per-client limits on forms and uploads do not answer everything.
      pick: fc.nat(),
    });
  });
type FuzzRequest = typeof requestArbitrary extends fc.Arbitrary<infer Request> ? Request : never;

/** Real records and tokens of the fuzzed server, for the placeholders in the targets. */
type Fixtures = {
  noticeIds: string[];
  fileUrl: string;
  editorId: string;
  /** A token per role, and another per role (`role:logout`) for the logout route to revoke. */
  tokens: Record<string, string>;
};

function serialise(request: FuzzRequest, fixtures: Fixtures): { bytes: Buffer; path: string } {
  const base = request.target.path
    .replace("{{notice}}", fixtures.noticeIds[request.pick % fixtures.noticeIds.length]!)
    .replace("{{file}}", fixtures.fileUrl)
    .replace("{{user}}", fixtures.editorId);
  const path =
    base +
    request.extra.map((segment) => `/${segment}`).join("") +
    (request.query.length ? `?${request.query.join("&")}` : "");
  const lines = [`${request.method} ${path} ${request.version}`, `Host: ${request.host}`, "Connection: close"];
  const headers: Record<string, string> = { ...request.headers };
  if (request.auth && !("Authorization" in headers)) {
    const logout = request.target.path.endsWith("/logout") ? ":logout" : "";
    headers.Authorization = `Bearer ${fixtures.tokens[request.auth + logout]}`;
  }
  if (!("X-Forwarded-For" in headers))
    headers["X-Forwarded-For"] = `10.${(request.pick >> 8) & 255}.${request.pick & 255}.7`;
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  let body = Buffer.alloc(0);
  if (request.body) {
    body = Buffer.from(request.body.body, request.body.type.startsWith("multipart") ? "utf8" : "latin1");
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
  let fixtures: Fixtures;
  // The pages as `npm run build` makes them: the run's one build, which Vitest's global setup made.
  const buildDirectory = path.resolve(root, testBuildDirectory);

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const services = createServices(database.db);
    app = await buildApp({
      database,
      services,
      rateLimitPerMinute: 1_000_000,
      // Requests name their client in X-Forwarded-For, as through one proxy (see `pick`).
      trustProxy: 1,
      // A shared, busy test machine must not turn the fuzz run into a load test.
      overloadLimits: testLoad,
      registerPages: (fastify) => registerBuiltPages(fastify, services, buildDirectory),
    });
    // One account per role, each signed in twice: one token for every route, one for logout to revoke.
    const tokens: Record<string, string> = {};
    for (const line of await seedDemoUsers(database.db)) {
      const [, role, email, password] = /^demo (\w+): (\S+) (\S+)$/.exec(line)!;
      for (const key of [role!, `${role}:logout`]) {
        const signIn = await app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
        tokens[key] = signIn.json<{ token: string }>().token;
      }
    }
    const notices = await database.db.selectFrom("notice").select("id").orderBy("id").execute();
    const editor = await database.db
      .selectFrom("staff_user")
      .select("id")
      .where("email", "=", "demo-editor@dseu.ac.in")
      .executeTakeFirstOrThrow();
    const withFile = await database.db.selectFrom("stored_file").select("id").orderBy("id").executeTakeFirstOrThrow();
    fixtures = {
      noticeIds: notices.map((notice) => String(notice.id)),
      fileUrl: `/api/v1/files/${withFile.id}`,
      editorId: String(editor.id),
      tokens,
    };
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it(`answers ${requestCount} generated requests with no 5xx, API errors in the envelope and page errors as pages`, async () => {
    const requests = fc.sample(requestArbitrary, { numRuns: requestCount, seed: 20261123 });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    /** `METHOD target status` of every well-formed request to a write route: proof its handler was reached. */
    const reached = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const { bytes, path: requestPath } = serialise(request, fixtures);
        const label = `${request.method} ${requestPath.slice(0, 120)} ${request.version} host=${request.host.slice(0, 20)} ${Object.keys(request.headers).join(",")} auth=${request.auth} ${request.body?.type ?? ""} ${request.body?.body.slice(0, 60) ?? ""}`;
        const raw = await rawRequest(port, bytes);
        const response = parseResponse(raw);
        if (!response) {
          failures.push(`no answer: ${label}`);
          continue;
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (request.target.methods && request.extra.length === 0 && request.query.length === 0) {
          reached.add(`${request.method} ${request.target.path} ${response.status}`);
        }
        if (response.status >= 500) failures.push(`${response.status}: ${label}`);
        if (response.status < 400 || response.status >= 500 || request.method === "HEAD") continue;
        const body = response.body.toString("utf8");
        // React Router's data requests (`/page.data`, what a hydrated page fetches) answer in its own format.
        // (CONNECT never reaches a route: it is refused in the envelope, on any path; see below.)
        if (requestPath.split("?")[0]!.endsWith(".data") && !isApi(requestPath) && request.method !== "CONNECT") {
          const dataAnswer = response.headers["content-type"]?.startsWith("text/x-script");
          // Refusals made before React Router (a method, a header, the parser) are pages, as for any path.
          const page = response.headers["content-type"]?.startsWith("text/html") && /<html[\s>]/i.test(body);
          if (!dataAnswer && !page) {
            failures.push(`${response.status} data request not answered as data: ${label}: ${body.slice(0, 100)}`);
          }
          continue;
        }
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
    // Well-formed requests got past sign-in and validation into every kind of write.
    expect([...reached]).toEqual(
      expect.arrayContaining([
        "POST /api/v1/auth/login 401",
        "POST /api/v1/auth/logout 200",
        "POST /api/v1/notice/upload 201",
        "POST /api/v1/notice/upload 400",
        "PUT /api/v1/notice/{{notice}} 200",
        "PATCH /api/v1/notice/{{notice}} 200",
        "DELETE /api/v1/notice/{{notice}} 200",
        "PATCH /api/v1/users/{{user}} 200",
        "POST /grievance-form 200",
        "POST /alumni 200",
        "POST /preferences 303",
      ]),
    );
    const health = parseResponse(
      await rawRequest(port, Buffer.from("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")),
    );
    expect(health?.status).toBe(200);
    // And holds on to no connection: every socket it was given, it let go.
    const open = () => new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)));
    await expect.poll(open, { timeout: 5_000 }).toBe(0);
  }, 180_000);
});
