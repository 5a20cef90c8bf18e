import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffWriteRateLimit } from "#server/http/rate-limit.ts";
import { createTestApi, type TestApi } from "../support/api.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

type Operation = { security?: unknown[] };

describe("the staff writes' request limits", () => {
  let api: TestApi;
  let tokens: string[];
  beforeAll(async () => {
    api = await createTestApi("sqlite");
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "faculty@dseu.test", role: "faculty" });
    tokens = [await signIn(api.app, "admin@dseu.test"), await signIn(api.app, "faculty@dseu.test")];
  });
  afterAll(() => api.close());

  it("gives every write behind a token a per-address limit of its own, stricter than the site's", async () => {
    // Every write the API documents as needing a token (but signing out), so a new one is checked too.
    const document = (await api.app.inject("/api/v1/openapi.json")).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const writes = Object.entries(document.paths)
      .filter(([path]) => path !== "/api/v1/auth/logout")
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method, operation]) => method !== "get" && operation.security !== undefined)
          .map(([method]) => ({ method: method.toUpperCase() as "POST", url: path.replaceAll(/\{\w+\}/g, "x") })),
      );
    expect(new Set(writes.map(({ method }) => method))).toEqual(new Set(["DELETE", "PATCH", "POST", "PUT"]));
    const limit = staffWriteRateLimit.rateLimit.max;
    for (const [index, write] of writes.entries()) {
      const name = `${write.method} ${write.url}`;
      // An address per route, so each route's count starts from nothing; a role the route takes.
      const address = { "x-forwarded-for": `198.51.100.${index + 1}` };
      const send = (token: string) => api.app.inject({ ...write, headers: { ...address, ...bearer(token) } });
      let token = tokens[0]!;
      let first = await send(token);
      if (first.statusCode === 403) [token, first] = [tokens[1]!, await send(tokens[1]!)];
      const statuses = new Set([first.statusCode]);
      for (let request = 1; request < limit; request++) statuses.add((await send(token)).statusCode);
      // Refused for their empty bodies or made-up ids, as a runaway script's would be: still counted.
      expect(
        [...statuses].filter((status) => status === 429 || status === 401 || status === 403),
        name,
      ).toEqual([]);
      const beyond = await send(token);
      expect(beyond.statusCode, name).toBe(429);
      expect(Number(beyond.headers["retry-after"]), name).toBeGreaterThan(0);
    }
    // The limit is per route: the last address may still read.
    const reading = await api.app.inject({ url: "/api/v1/campus", headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(reading.statusCode).toBe(200);
  });
});
