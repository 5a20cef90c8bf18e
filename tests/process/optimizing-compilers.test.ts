import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const probe = path.resolve(import.meta.dirname, "../fixtures/optimizing-compilers-probe.ts");
const runProbe = (load: string) =>
  execFileSync(process.execPath, ["--allow-natives-syntax", probe, load], { encoding: "utf8" }).trim().split("\n");

// Decision 0093: the server holds V8's optimizing compilers back until it is first busy.
it("a hot function stays unoptimized while the compilers are held, the loop idles or works for one period, and is optimized once it is busy for several", () => {
  expect(runProbe("busy-periods")).toEqual(["held: false", "idle: false", "burst: false", "busy-periods: true"]);
});

it("a request that comes in during a turn of the loop longer than three periods releases the compilers before the turn ends", () => {
  expect(runProbe("requests-in-a-long-turn")).toEqual([
    "held: false",
    "idle: false",
    "burst: false",
    "requests-in-a-long-turn: true",
  ]);
});
