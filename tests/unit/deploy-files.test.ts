import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverTimeouts } from "#server/http/timeouts.ts";

const root = path.resolve(import.meta.dirname, "../..");
const systemdAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;

describe("deploy/", () => {
  // deploy/nginx.conf is exercised end to end by tests/process/nginx.test.ts.
  it("nginx closes an idle connection to an instance before the instance does", () => {
    const config = fs.readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
    const upstream = /upstream dseu_site \{([^}]*)\}/.exec(config)?.[1] ?? "";
    const idleSeconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
    expect(idleSeconds * 1000).toBeLessThan(serverTimeouts.keepAliveTimeout);
  });
  it.skipIf(!systemdAnalyze)("the systemd unit passes systemd-analyze verify without a warning", () => {
    const result = spawnSync("systemd-analyze", ["verify", path.join(root, "deploy/dseu.service")], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    // It only warns (exit 0) about a key it cannot parse: any output is a finding.
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
  });
});
