import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, waitUntilReady } from "../../scripts/site-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const workDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-content-"));
const contentDirectory = path.join(workDirectory, "content");
const historyFile = path.join(contentDirectory, "en/about-us/history.md");

function writeHistory(updated: string, sentence: string) {
  fs.mkdirSync(path.dirname(historyFile), { recursive: true });
  fs.writeFileSync(
    historyFile,
    `---\ntitle: Fixture history\ndescription: A page from a fixture folder.\nupdated: ${updated}\n---\n\n${sentence}\n`,
  );
}

let running: ChildProcess | undefined;

/** `npm start`'s own entry (it builds first when the build is stale), reading page text from the fixture folder. */
async function startServer(port: number): Promise<void> {
  running = spawn(process.execPath, ["server/start.mjs"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(workDirectory, "data"),
      CONTENT_DIR: contentDirectory,
      LOG_LEVEL: "warn",
    },
  });
  await waitUntilReady(`http://127.0.0.1:${port}`, running);
}

async function stopServer(): Promise<void> {
  if (!running || running.exitCode !== null) return;
  running.kill("SIGTERM");
  await once(running, "exit");
}

afterAll(async () => {
  await stopServer();
  fs.rmSync(workDirectory, { recursive: true, force: true });
});

describe("the content folder", () => {
  it(
    "shows a changed file, after a restart, with its new text and Last updated date",
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      writeHistory("2026-01-05", "The first version of the fixture text.");
      await startServer(port);
      let html = await (await fetch(`http://127.0.0.1:${port}/about-us/history`)).text();
      expect(html).toContain("<title>Fixture history | DSEU</title>");
      expect(html).toContain("The first version of the fixture text.");
      expect(html).toMatch(/<time datetime="2026-01-05">5 Jan 2026<\/time>/i);

      // A Hindi page whose Hindi file is missing shows the English text, marked as English, with a note.
      html = await (await fetch(`http://127.0.0.1:${port}/hi/about-us/history`)).text();
      expect(html).toMatch(/<article lang="en"[^>]*>/);
      expect(html).toContain("The first version of the fixture text.");
      expect(html).toContain("यह भाग केवल अंग्रेज़ी में उपलब्ध है।");

      writeHistory("2026-03-09", "The second version of the fixture text.");
      await stopServer();
      await startServer(port);
      html = await (await fetch(`http://127.0.0.1:${port}/about-us/history`)).text();
      expect(html).toContain("The second version of the fixture text.");
      expect(html).not.toContain("The first version");
      expect(html).toMatch(/<time datetime="2026-03-09">9 Mar 2026<\/time>/i);

      // A page with no file in the folder at all is not found.
      const missing = await fetch(`http://127.0.0.1:${port}/about-us/annualReport`);
      expect(missing.status).toBe(404);
    },
  );
});
