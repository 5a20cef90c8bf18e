import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killStartedServers, startSite, stopServer, type RunningServer } from "../support/server-process.ts";

type LogLine = {
  level: number;
  reqId?: string;
  msg: string;
  status?: number;
  reason?: string;
  err?: { stack?: string };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-page-log-"));
let site: RunningServer;

/** The lines the site wrote about one request, found by the request id of its completion line. */
async function linesOf(method: string, url: string, since: number): Promise<{ parsed: LogLine[]; raw: string[] }> {
  const completion = (line: string) =>
    line.includes(`"method":"${method}","url":"${url}"`) && line.includes('"msg":"request');
  await expect.poll(() => site.output.slice(since).some(completion), { timeout: 5_000 }).toBe(true);
  const raw = site.output.slice(since);
  const reqId = (JSON.parse(raw.find(completion)!) as LogLine).reqId;
  const parsed = raw.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
  return { parsed: parsed.filter((line) => line.reqId === reqId), raw };
}

beforeAll(async () => {
  site = await startSite(dataDir);
}, 300_000);

afterAll(async () => {
  if (site) await stopServer(site);
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the site's log for page requests", () => {
  it.each([
    { method: "POST", url: "/campus/zone/central", status: 405 },
    { method: "POST", url: "/no-such-page", status: 405 },
    { method: "PUT", url: "/hi/courses", status: 405 },
    { method: "POST", url: "/grievance-form", status: 400, origin: "https://elsewhere.example" },
    { method: "POST", url: "/preferences", status: 400, type: "application/json", body: '{"textSize": "large"}' },
  ])("$method $url: at most one warn line, no stack", async ({ method, url, status, origin, type, body }) => {
    const since = site.output.length;
    const response = await fetch(`${site.address}${url}`, {
      method,
      headers: { "content-type": type ?? "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
      body: body ?? "name=x",
    });
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const { parsed, raw } = await linesOf(method, url, since);
    // Nothing outside the JSON lines (a printed stack), and no stack inside one.
    expect(raw.filter((line) => !line.startsWith("{"))).toEqual([]);
    expect(raw.filter((line) => line.includes('"stack"'))).toEqual([]);
    expect(parsed.filter((line) => line.level >= 50)).toEqual([]);
    expect(parsed.filter((line) => line.level === 40).length).toBeLessThanOrEqual(1);
  });

  it("still logs a failing page load as an error with its stack", async () => {
    // A table gone from under the running site: the campus pages' loader fails for real.
    const database = new DatabaseSync(path.join(dataDir, "dseu.sqlite"));
    database.exec("ALTER TABLE campus RENAME TO campus_away");
    try {
      const since = site.output.length;
      const response = await fetch(`${site.address}/campus/zone/north`);
      expect(response.status).toBe(500);
      const { parsed } = await linesOf("GET", "/campus/zone/north", since);
      const errors = parsed.filter((line) => line.level === 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.err?.stack).toMatch(/no such table: campus[\s\S]*\n\s+at /);
    } finally {
      database.exec("ALTER TABLE campus_away RENAME TO campus");
      database.close();
    }
  });
});

describe("the site's log at start", () => {
  it("warns once, in production, that without JWT_SECRET the token key is kept in the database", () => {
    const warnings = site.output.filter((line) => line.includes("JWT_SECRET is not set"));
    expect(warnings).toHaveLength(1);
    expect((JSON.parse(warnings[0]!) as LogLine).level).toBe(40);
  });
});
