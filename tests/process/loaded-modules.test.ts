import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { killStartedServers, projectRoot, servingPids, startSite, stopServer } from "../support/server-process.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-loaded-modules-"));

afterAll(() => {
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Decision 0090: what only staff, uploads or PostgreSQL need is loaded when first needed.
it("a site on SQLite serving public pages and API reads never loads pg, jose, argon2 or file-type, nor its supervisor the app", async () => {
  const record = path.join(dataDir, "modules");
  const site = await startSite(dataDir, {
    NODE_OPTIONS: `--import=${path.join(projectRoot, "tests/fixtures/record-modules.ts")}`,
    RECORD_MODULES_TO: record,
  });
  for (const url of ["/", "/hi/", "/academics/faculty", "/tenders", "/api/v1/notice?limit=5"]) {
    expect((await fetch(`${site.address}${url}`)).status, url).toBe(200);
  }
  await stopServer(site);
  const loaded = fs.readFileSync(`${record}.${servingPids(site)[0]}`, "utf8").split("\n");
  expect(loaded.some((url) => url.includes("/node_modules/fastify/"))).toBe(true);
  expect(loaded.filter((url) => /\/node_modules\/(pg|jose|file-type|@node-rs\/argon2)\//.test(url))).toEqual([]);
  // Decision 0114: npm start's supervisor, which only forks and replaces the serving processes,
  // loads neither the app nor the settings' schema nor the database code.
  const supervisor = fs.readFileSync(`${record}.${site.child.pid}`, "utf8").split("\n");
  expect(supervisor.some((url) => url.endsWith("/server/supervisor.ts"))).toBe(true);
  expect(
    supervisor.filter((url) =>
      /\/node_modules\/(fastify|react|react-router|zod|kysely)\/|\/server\/app\.ts$/.test(url),
    ),
  ).toEqual([]);
}, 300_000);
