import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createJobQueue, createNodeWorker, residentBytes } from "#server/work/limited-child.ts";

const megabyte = 1024 * 1024;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-limited-child-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A child script: `job` is the body of its message handler, given `message`. */
function script(name: string, job: string): string {
  const file = path.join(folder, `${name}.mjs`);
  fs.writeFileSync(
    file,
    `process.on("message", async (message) => { ${job} });\nprocess.on("disconnect", () => process.exit(0));\n`,
  );
  return file;
}

const answering = script("answering", `process.send({ doubled: message.number * 2, pid: process.pid });`);
/** Takes `message.megabytes` of memory a megabyte at a time, touching every page, then answers. */
const growing = script(
  "growing",
  `const kept = []; for (let i = 0; i < message.megabytes; i++) { kept.push(Buffer.alloc(1024 * 1024, 1)); await new Promise((r) => setImmediate(r)); } process.send({ kept: kept.length });`,
);
const heapHungry = script(
  "heap-hungry",
  `const kept = []; for (;;) kept.push({ text: "x".repeat(64) + Math.random() });`,
);
const silent = script("silent", `/* never answers */`);
const crashing = script("crashing", `process.exit(3);`);

const worker = <Input, Output>(
  file: string,
  limits = { memoryBytes: 200 * megabyte, milliseconds: 20_000 },
  heapMegabytes = 64,
) =>
  createNodeWorker<Input, Output>({
    script: file,
    limits,
    heapMegabytes,
    recycleAboveBytes: 150 * megabyte,
    idleMs: 60_000,
  });

describe("work in a child process held to a ceiling", () => {
  it("answers jobs in one child, reused while it stays small", async () => {
    const doubling = worker<{ number: number }, { doubled: number; pid: number }>(answering);
    try {
      const first = await doubling.run({ number: 21 });
      const second = await doubling.run({ number: 2 });
      expect(first).toMatchObject({ ok: true, output: { doubled: 42 } });
      expect(second).toMatchObject({ ok: true, output: { doubled: 4 } });
      if (first.ok && second.ok) expect(second.output.pid).toBe(first.output.pid);
    } finally {
      doubling.close();
    }
  });

  it("kills a child whose memory passes its limit, says so, and starts another for the next job", async () => {
    const growth = worker<{ megabytes: number }, { kept: number }>(growing);
    try {
      const tooMuch = await growth.run({ megabytes: 400 });
      expect(tooMuch).toMatchObject({ ok: false, breach: "memory" });
      expect(growth.pid).toBeUndefined();
      expect(await growth.run({ megabytes: 10 })).toEqual({ ok: true, output: { kept: 10 } });
    } finally {
      growth.close();
    }
  });

  it("ends a child left larger than its recycling size after a job", async () => {
    const growth = worker<{ megabytes: number }, { kept: number }>(growing);
    try {
      // Node itself takes some 40 MB: 125 more are within the limit, and past the recycling size.
      expect(await growth.run({ megabytes: 125 })).toEqual({ ok: true, output: { kept: 125 } });
      expect(growth.pid).toBeUndefined();
    } finally {
      growth.close();
    }
  });

  it("counts a heap that passes V8's limit as too much memory", async () => {
    const hungry = worker<object, never>(heapHungry, { memoryBytes: 1024 * megabyte, milliseconds: 20_000 }, 16);
    try {
      expect(await hungry.run({})).toMatchObject({ ok: false, breach: "memory" });
    } finally {
      hungry.close();
    }
  });

  it("kills a child that takes longer than its time, and tells a child that fails on its own", async () => {
    const slow = worker<object, never>(silent, { memoryBytes: 200 * megabyte, milliseconds: 300 });
    const failing = worker<object, never>(crashing);
    try {
      const late = await slow.run({});
      expect(late).toMatchObject({ ok: false, breach: "time" });
      expect(await failing.run({})).toMatchObject({ ok: false, breach: "failed", detail: "stopped (exit code 3)" });
    } finally {
      slow.close();
      failing.close();
    }
  });

  it("runs queued jobs one at a time, in order of arrival", async () => {
    const queue = createJobQueue(1);
    const order: string[] = [];
    let release!: () => void;
    const first = queue.run(async () => {
      order.push("first begins");
      await new Promise<void>((resolve) => (release = resolve));
      order.push("first ends");
    });
    const second = queue.run(async () => {
      order.push("second");
    });
    expect(queue.waiting).toBe(1);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["first begins", "first ends", "second"]);
  });

  it("reads a process's resident memory", async () => {
    expect(await residentBytes(process.pid)).toBeGreaterThan(10 * megabyte);
    expect(await residentBytes(2 ** 22 + 1)).toBeUndefined();
  });
});
