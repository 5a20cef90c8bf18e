import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInPolicy } from "#server/services/auth-service.ts";
import {
  demoAccounts,
  killStartedServers,
  startServer,
  stopServer,
  type RunningServer,
} from "../support/server-process.ts";

/** POST /api/v1/auth/login through `agent`, as the client `address` behind the trusted proxy; answers the status. */
function postLogin(server: RunningServer, agent: http.Agent, address: string, email: string, password: string) {
  const body = JSON.stringify({ email, password });
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${server.address}/api/v1/auth/login`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": address,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("sign-in guesses sent at once to a real server", { timeout: 120_000 }, () => {
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-sign-in-race-"));
    server = await startServer(dataDir, { SEED_DEMO_USERS: "1", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await stopServer(server);
    killStartedServers();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("checks no more wrong passwords than the account's limit, and then refuses the right one", async () => {
    const editor = demoAccounts(server).find((account) => account.role === "editor")!;
    // Sixty guesses over twenty connections of their own, all in flight together.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, guess) =>
        postLogin(server, agent, "203.0.113.9", editor.email, `wrong guess ${guess}`),
      ),
    );
    agent.destroy();
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(signInPolicy.accountFailures);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);

    // From another address, so neither the address's lock nor its request limit is what refuses it.
    const rightPassword = new http.Agent();
    expect(await postLogin(server, rightPassword, "203.0.113.10", editor.email, editor.password)).toBe(429);
    rightPassword.destroy();
  });
});
