import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { switchedOffEventPopup } from "../support/home-blocks.ts";
import { getFresh, startInstance, type Instance } from "../support/instances.ts";

const root = path.resolve(import.meta.dirname, "../..");
const workDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-content-"));
const contentDirectory = path.join(workDirectory, "content");
const historyFile = path.join(contentDirectory, "en/about-us/history.md");
const adminEmail = "content.admin@dseu.ac.in";
const adminPassword = "a long content test password";

function writeHistory(updated: string, sentence: string) {
  fs.mkdirSync(path.dirname(historyFile), { recursive: true });
  fs.writeFileSync(
    historyFile,
    `---\ntitle: Fixture history\ndescription: A page from a fixture folder.\nupdated: ${updated}\n---\n\n${sentence}\n`,
  );
}

const env = {
  DATA_DIR: path.join(workDirectory, "data"),
  CONTENT_DIR: contentDirectory,
  WEB_CONCURRENCY: "2",
};
let server: Instance | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(workDirectory, { recursive: true, force: true });
});

/**
 * The content folder seeds a fresh database; from then on the database is the source
 * (docs/decisions/0145): a changed file shows nothing, and an edit through the API shows
 * at once in every worker of the cluster, each of which keeps the page in its own cache.
 */
describe("the content folder and the page revisions", () => {
  it(
    "seeds the first text, ignores later file changes, and shows an edit in every process at once",
    { timeout: 300_000 },
    async () => {
      writeHistory("2026-01-05", "The first version of the fixture text.");
      server = await startInstance(env);
      let html = (await getFresh(`${server.url}/about-us/history`)).body;
      expect(html).toContain("<title>Fixture history | DSEU</title>");
      expect(html).toContain("The first version of the fixture text.");
      expect(html).toMatch(/<time datetime="2026-01-05">5 Jan 2026<\/time>/i);
      // A Hindi page with no Hindi text shows the English text, marked as English.
      html = (await getFresh(`${server.url}/hi/about-us/history`)).body;
      expect(html).toMatch(/<article lang="en"[^>]*>/);
      // A page with no file at all is not found.
      expect((await getFresh(`${server.url}/about-us/annualReport`)).status).toBe(404);

      writeHistory("2026-03-09", "A file changed after the seed.");
      await server.stop();
      server = await startInstance(env);
      // Both workers keep the page before the edit, so each must forget it.
      const seen = new Set<string>();
      await expect
        .poll(
          async () => {
            const answer = await getFresh(`${server!.url}/about-us/history`);
            expect(answer.body).toContain("The first version of the fixture text.");
            expect(answer.body).not.toContain("A file changed after the seed.");
            seen.add(String(answer.headers["x-served-by"]));
            return seen.size;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBe(2);

      const created = spawnSync(
        "npm",
        ["run", "--silent", "user:create", "--", "--email", adminEmail, "--role", "admin"],
        {
          cwd: root,
          env: { ...process.env, ...env, USER_PASSWORD: adminPassword },
          encoding: "utf8",
        },
      );
      expect(created.status, created.stderr).toBe(0);
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: adminEmail, password: adminPassword }),
      });
      const { token } = (await login.json()) as { token: string };
      const saved = await fetch(`${server.url}/api/v1/content?path=/about-us/history&lang=en`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          title: "Fixture history",
          body: "Edited in the console.",
          publish: true,
          baseRevision: 1,
        }),
      });
      expect(saved.status, await saved.clone().text()).toBe(201);
      const servedBy = saved.headers.get("x-served-by");

      // The other worker learns of the write through the supervisor within a second.
      const updated = new Set<string>();
      await expect
        .poll(
          async () => {
            const answer = await getFresh(`${server!.url}/about-us/history`);
            if (answer.body.includes("Edited in the console.")) updated.add(String(answer.headers["x-served-by"]));
            return updated.size;
          },
          { timeout: 1_000, interval: 20 },
        )
        .toBe(2);
      expect(updated.has(servedBy ?? "")).toBe(true);

      // A campus's phone set in the console (docs/decisions/0162) shows in both workers the same way,
      // each having kept the page without it.
      const kept = new Set<string>();
      await expect
        .poll(
          async () => {
            const answer = await getFresh(`${server!.url}/campus/dwarka`);
            expect(answer.body).not.toContain("+91 11 2804 1234");
            kept.add(String(answer.headers["x-served-by"]));
            return kept.size;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBe(2);
      const campus = await fetch(`${server.url}/api/v1/campus/dwarka`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ phone: "+91 11 2804 1234" }),
      });
      expect(campus.status, await campus.clone().text()).toBe(200);
      const phoned = new Set<string>();
      await expect
        .poll(
          async () => {
            const answer = await getFresh(`${server!.url}/campus/dwarka`);
            if (answer.body.includes("+91 11 2804 1234")) phoned.add(String(answer.headers["x-served-by"]));
            return phoned.size;
          },
          { timeout: 1_000, interval: 20 },
        )
        .toBe(2);

      // The event pop-up switched off in the console (docs/decisions/0167): both workers, each
      // having kept pages that open with it, serve them without it at once.
      const openPopup = /<dialog [^>]*\bopen=""/;
      const withPopup = new Set<string>();
      await expect
        .poll(
          async () => {
            const answer = await getFresh(`${server!.url}/admission`);
            expect(answer.body).toMatch(openPopup);
            withPopup.add(String(answer.headers["x-served-by"]));
            return withPopup.size;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBe(2);
      const popup = await fetch(`${server.url}/api/v1/home/event-popup`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(switchedOffEventPopup),
      });
      expect(popup.status, await popup.clone().text()).toBe(200);
      const withoutPopup = new Set<string>();
      await expect
        .poll(
          async () => {
            const answer = await getFresh(`${server!.url}/admission`);
            if (!openPopup.test(answer.body)) withoutPopup.add(String(answer.headers["x-served-by"]));
            return withoutPopup.size;
          },
          { timeout: 1_000, interval: 20 },
        )
        .toBe(2);

      // The header's pictures, on every page, the same way (decision 0136): both workers, each
      // having kept /admission just now, serve the new alt text at once.
      const header = await fetch(`${server.url}/api/v1/home/header-images`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          images: [
            { image: { shipped: "skills-geometry" }, alt_en: "Gears in the new header", alt_hi: "नए हेडर में गियर" },
          ],
        }),
      });
      expect(header.status, await header.clone().text()).toBe(200);
      const withNewHeader = new Set<string>();
      await expect
        .poll(
          async () => {
            const answer = await getFresh(`${server!.url}/admission`);
            if (answer.body.includes('alt="Gears in the new header"')) {
              withNewHeader.add(String(answer.headers["x-served-by"]));
            }
            return withNewHeader.size;
          },
          { timeout: 1_000, interval: 20 },
        )
        .toBe(2);
    },
  );
});
