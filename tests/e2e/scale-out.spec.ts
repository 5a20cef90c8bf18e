import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { pdfWithText } from "../support/staff.ts";
import { startInstance, temporaryDataDir, type Instance } from "./support/instances.ts";

const root = path.resolve(import.meta.dirname, "../..");
const adminEmail = "scale.admin@dseu.ac.in";
const adminPassword = "a long scale-out test password";
/** How soon a write in one process must show in another's cached reads. */
const propagationMs = 1_000;

function createAdmin(env: Record<string, string>) {
  const result = spawnSync("npm", ["run", "--silent", "user:create", "--", "--email", adminEmail, "--role", "admin"], {
    cwd: root,
    env: { ...process.env, ...env, USER_PASSWORD: adminPassword },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}

async function signIn(request: APIRequestContext, url: string, password = adminPassword) {
  return request.post(`${url}/api/v1/auth/login`, { data: { email: adminEmail, password } });
}

async function tokenFrom(request: APIRequestContext, url: string): Promise<string> {
  const response = await signIn(request, url);
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

async function upload(request: APIRequestContext, url: string, token: string, title: string): Promise<string> {
  const pdf = Buffer.from(await pdfWithText(title));
  const response = await request.post(`${url}/api/v1/notice/upload`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      fileName: title,
      section: "tenders",
      pdf: { name: "notice.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.notice._id;
}

const tendersList = "/api/v1/notice?section=tenders&limit=1000";

/** Titles in the tenders list as one answer gives them (a fresh connection each time), and who answered. */
async function tenderTitles(request: APIRequestContext, url: string) {
  const response = await request.get(`${url}${tendersList}`, { headers: { connection: "close" } });
  const body = await response.json();
  return {
    servedBy: response.headers()["x-served-by"],
    titles: (body.data.notices as Array<{ title: string }>).map((notice) => notice.title),
  };
}

test.describe("several processes on one database", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: this is about servers, not screens");
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  test.describe("two instances on one PostgreSQL", () => {
    test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL (.ci/run sets it)");
    let schema: string;
    let databaseUrl: string;
    let instances: Instance[] = [];

    test.beforeAll(async () => {
      schema = `scale_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set("options", `-c search_path=${schema}`);
      databaseUrl = url.toString();
    });

    test.afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    });

    test("both start at the same moment, migrate and seed once, and share writes, archives and lockouts", async ({
      request,
    }) => {
      instances = await Promise.all([
        startInstance({ DATABASE_URL: databaseUrl }),
        startInstance({ DATABASE_URL: databaseUrl }),
      ]);
      const [a, b] = instances as [Instance, Instance];

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const count = async (table: string) =>
        Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
      expect(await count("campus")).toBe(22);
      expect(await count("department")).toBe(105);
      expect(await count("department_school")).toBe(15);
      const parts = (await client.query("select part from seed_part")).rows.map((row) => row.part as string);
      expect(new Set(parts).size).toBe(parts.length);
      await client.end();

      createAdmin({ DATABASE_URL: databaseUrl });
      // Both instances have the list cached before the write.
      const before = await tenderTitles(request, b.url);
      await tenderTitles(request, a.url);

      const token = await tokenFrom(request, a.url);
      const title = `Scale-out tender ${Date.now()}`;
      const id = await upload(request, a.url, token, title);
      expect(before.titles).not.toContain(title);
      await expect
        .poll(async () => (await tenderTitles(request, b.url)).titles, { timeout: propagationMs, intervals: [50] })
        .toContain(title);

      // Archived through B (A's token works there: one signing secret in the database) leaves A's list.
      const archived = await request.patch(`${b.url}/api/v1/notice/${id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { archive: true },
      });
      expect(archived.status(), await archived.text()).toBe(200);
      await expect
        .poll(async () => (await tenderTitles(request, a.url)).titles, { timeout: propagationMs, intervals: [50] })
        .not.toContain(title);

      // Ten wrong passwords through A lock the account on B too, right password or not.
      for (let attempt = 0; attempt < 10; attempt += 1) await signIn(request, a.url, "not the password");
      expect((await signIn(request, b.url)).status()).toBe(429);
    });
  });

  test("WEB_CONCURRENCY=2 on SQLite: a write through one worker shows on the other", async ({ request }) => {
    const dataDir = temporaryDataDir();
    const server = await startInstance({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2", DATABASE_URL: "" });
    try {
      // Fresh connections go to the workers in turn: ask until both have answered (and cached the list).
      const workers = new Set<string>();
      for (let tries = 0; workers.size < 2 && tries < 50; tries += 1) {
        workers.add((await tenderTitles(request, server.url)).servedBy!);
      }
      expect([...workers].sort()).toEqual(["worker-1", "worker-2"]);

      createAdmin({ DATA_DIR: dataDir, DATABASE_URL: "" });
      const token = await tokenFrom(request, server.url);
      const title = `Cluster tender ${Date.now()}`;
      await upload(request, server.url, token, title);

      // Every worker's next answer has the notice, whichever wrote it.
      const seenWith = new Set<string>();
      const deadline = Date.now() + propagationMs;
      while (seenWith.size < 2 && Date.now() < deadline) {
        const answer = await tenderTitles(request, server.url);
        if (answer.titles.includes(title)) seenWith.add(answer.servedBy!);
      }
      expect([...seenWith].sort()).toEqual(["worker-1", "worker-2"]);
    } finally {
      expect(await server.stop()).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
