import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { registerBuiltPages } from "#server/pages.ts";
import { createServices } from "#server/services/index.ts";
import { testLoad } from "../support/api.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { testBuildDirectory } from "../support/test-build.ts";

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL going away and coming back", () => {
  let schema: TestDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    schema = await createTestDatabase("postgres");
    const direct = new URL(schema.options.engine === "postgres" ? schema.options.url : "");
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(direct);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    // Queries wait 2 s for an answer, not 30: a stalled database is seen within a test.
    database = openDatabase({
      engine: "postgres",
      url: throughProxy.toString(),
      maxConnections: 4,
      queryTimeoutMs: 2_000,
    });
    const services = createServices(database.db);
    app = await buildApp({
      database,
      services,
      overloadLimits: testLoad,
      registerPages: (fastify) =>
        registerBuiltPages(fastify, services, path.resolve(import.meta.dirname, "../..", testBuildDirectory)),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await schema?.drop();
  });

  it("answers 503 with Retry-After for what needs the database, keeps cached reads, and recovers without a restart", async () => {
    // Read once so the campus list is in the read cache.
    expect((await app.inject("/api/v1/campus")).statusCode).toBe(200);

    await proxy.cut();
    for (const url of ["/api/v1/notice?regex=needs-the-database", "/api/v1/faculty/0123456789abcdef01234567"]) {
      const response = await app.inject(url);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toMatchObject({ status: "error", error: { code: "service_unavailable" } });
    }
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable" });
    const cached = await app.inject("/api/v1/campus");
    expect(cached.statusCode).toBe(200);
    expect(cached.json().data.campuses.length).toBeGreaterThan(0);

    await proxy.restore();
    // A connection that died with the cut may fail one more query (a 503) before the pool replaces it.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3 && statuses.at(-1) !== 200; attempt += 1) {
      statuses.push((await app.inject(`/api/v1/notice?regex=needs-the-database-again-${attempt}`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect((await app.inject("/readyz")).statusCode).toBe(200);
  });

  it("answers a read and a page whose queries time out 503 with Retry-After, the page with the site's error page, in either language", async () => {
    // A connection opened and left idle in the pool.
    expect((await app.inject("/api/v1/notice?regex=before-the-stall")).statusCode).toBe(200);
    proxy.pause();
    try {
      // The query takes the connection the pool kept open, and waits for an answer that never comes.
      const read = await app.inject("/api/v1/notice?regex=during-the-stall");
      expect(read.statusCode, read.body).toBe(503);
      expect(read.headers["retry-after"]).toBe("5");
      const pages = {
        "/recruitment?category=results": "This page could not be shown just now. Please try again in a moment.",
        "/hi/recruitment?category=results": "यह पृष्ठ अभी नहीं दिखाया जा सका। कृपया थोड़ी देर में फिर प्रयास करें।",
      };
      for (const [url, text] of Object.entries(pages)) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(503);
        expect(response.headers["retry-after"], url).toBe("5");
        expect(response.headers["content-type"], url).toMatch(/^text\/html/);
        expect(response.body, url).toContain(text);
      }
    } finally {
      proxy.resume();
    }
  });
});

describe("SQLite under a held write lock", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(() => database.drop());

  it("takes the write lock as a transaction begins, so another process's write meanwhile cannot refuse it", async () => {
    if (database.options.engine !== "sqlite") throw new Error("an SQLite database was asked for");
    await sql`create table lock_probe (writer text not null)`.execute(database.db);
    // Another process on the same file: a second server process (WEB_CONCURRENCY), or a command.
    // Here it shares the test's one thread, so it waits for the lock in vain; its own process would
    // get the lock once the transaction commits.
    const otherProcess = new DatabaseSync(database.options.file, { timeout: 200 });
    let otherWrite = "not tried";
    try {
      await database.db.transaction().execute(async (trx) => {
        // The services read before they write (a reference number, a version to compare).
        await sql`select count(*) from lock_probe`.execute(trx);
        try {
          otherProcess.exec("insert into lock_probe values ('other')");
          otherWrite = "written";
        } catch (error) {
          otherWrite = (error as Error).message;
        }
        await sql`insert into lock_probe values ('transaction')`.execute(trx);
      });
    } finally {
      otherProcess.close();
    }
    expect(otherWrite).toBe("database is locked");
    const { rows } = await sql<{ writer: string }>`select writer from lock_probe`.execute(database.db);
    expect(rows.map((row) => row.writer)).toEqual(["transaction"]);
  });

  it("runs in WAL mode and waits for a lock (busy_timeout) rather than failing at once", async () => {
    const { rows } = await sql<Record<string, number>>`PRAGMA busy_timeout`.execute(database.db);
    expect(Object.values(rows[0]!)[0]).toBeGreaterThanOrEqual(1000);
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe("wal");
  });
});
