import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const probe = path.resolve(import.meta.dirname, "../fixtures/optimizing-compilers-probe.ts");

// Decision 0093: the server holds V8's optimizing compilers back until it is first busy.
it("a hot function stays unoptimized while the compilers are held, the loop idles or works for one period, and is optimized once it is busy for several", () => {
  const output = execFileSync(process.execPath, ["--allow-natives-syntax", probe], { encoding: "utf8" });
  expect(output.trim().split("\n")).toEqual(["held: false", "idle: false", "burst: false", "busy: true"]);
});
