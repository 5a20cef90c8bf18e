import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("the server process", () => {
  it.each(["server/start.mjs", "server/main.ts"])(
    "%s exits non-zero with one line when PORT is not a port number",
    (entry) => {
      const result = spawnSync(process.execPath, [entry], {
        cwd: root,
        env: { ...process.env, PORT: "abc", DATA_DIR: path.join(root, "data/never-used") },
        encoding: "utf8",
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr.trim()).toBe("Configuration error: PORT must be a port number");
    },
  );

  // systemd and npm start may send SIGTERM more than once; the drain must go on regardless.
  it.each([1, 2])("lets a request in flight finish when SIGTERM arrives %i time(s)", async (signals) => {
    const child = spawn(process.execPath, ["tests/fixtures/slow-server.ts"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
    const [chunk] = (await once(child.stdout, "data")) as [Buffer];
    const address = /listening (\S+)/.exec(chunk.toString())?.[1];
    expect(address).toBeDefined();
    const pending = fetch(`${address}/slow`).then((response) => response.json());
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let sent = 0; sent < signals; sent += 1) {
      if (sent > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      child.kill("SIGTERM");
    }
    expect(await pending).toEqual({ finished: true });
    const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
    expect({ code, signal }, stderr).toEqual({ code: 0, signal: null });
  });

  it("tells an older Node to go through npm start", () => {
    // Fresh machines carry an older system Node beside the project's Node 24.
    const candidates = ["/usr/bin/node", "/usr/local/bin/node"].filter((candidate) => {
      try {
        return Number(execFileSync(candidate, ["-p", "process.versions.node.split('.')[0]"]).toString()) < 24;
      } catch {
        return false;
      }
    });
    if (candidates.length === 0) return; // no older Node on this machine to try it with
    const result = spawnSync(candidates[0]!, ["server/start.mjs"], { cwd: root, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("DSEU site needs Node 24 or newer; run it through npm start");
  });
});
