import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const systemdAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;

describe("deploy/", () => {
  // deploy/nginx.conf is exercised end to end by tests/process/nginx.test.ts.
  it.skipIf(!systemdAnalyze)("the systemd unit passes systemd-analyze verify without a warning", () => {
    const result = spawnSync("systemd-analyze", ["verify", path.join(root, "deploy/dseu.service")], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    // It only warns (exit 0) about a key it cannot parse: any output is a finding.
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
  });
});
