import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { residentBytes, watchChild } from "#server/services/limited-child.ts";

const megabyte = 1024 * 1024;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-limited-child-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Starts a child running `body`, and answers once it is running. */
async function child(name: string, body: string): Promise<ChildProcess> {
  const file = path.join(folder, `${name}.mjs`);
  fs.writeFileSync(file, `${body}\nprocess.on("disconnect", () => process.exit(0));\n`);
  const started = fork(file, [], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
  await once(started, "spawn");
  return started;
}

/** Takes memory a megabyte at a time, touching every page, up to 1 GB. */
const growing = `const kept = []; for (let i = 0; i < 1024; i++) { kept.push(Buffer.alloc(1024 * 1024, 1)); await new Promise((r) => setImmediate(r)); }`;
/** Does nothing, and stays. */
const idle = `setInterval(() => {}, 1000);`;

describe("a child process held to a ceiling", () => {
  it("kills a child whose resident memory passes its limit, and says it was the memory", async () => {
    const grower = await child("growing", growing);
    const exited = once(grower, "exit");
    const watch = watchChild(grower, { memoryBytes: 200 * megabyte, milliseconds: 60_000 });
    expect(await watch.breached).toBe("memory");
    const [, signal] = await exited;
    expect(signal).toBe("SIGKILL");
  });

  it("kills a child that passes its time, and says it was the time", async () => {
    const sleeper = await child("idle", idle);
    const exited = once(sleeper, "exit");
    const watch = watchChild(sleeper, { memoryBytes: 200 * megabyte, milliseconds: 200 });
    expect(await watch.breached).toBe("time");
    await exited;
  });

  it("leaves a child alone once it is no longer watched", async () => {
    const sleeper = await child("idle-kept", idle);
    const watch = watchChild(sleeper, { memoryBytes: 200 * megabyte, milliseconds: 50 });
    watch.stop();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sleeper.exitCode).toBeNull();
    expect(sleeper.signalCode).toBeNull();
    sleeper.kill("SIGKILL");
  });

  it("reads a process's resident memory", async () => {
    expect(await residentBytes(process.pid)).toBeGreaterThan(10 * megabyte);
    expect(await residentBytes(2 ** 22 + 1)).toBeUndefined();
  });
});
