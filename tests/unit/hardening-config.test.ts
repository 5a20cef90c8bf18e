import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { loggerOptions } from "#server/logging.ts";

describe("hardening settings", () => {
  it("trusts no proxy by default, and a hop count or addresses when told", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
    ]);
  });

  it.each(["true", "everyone", "10.0.0.1,nope", "-1"])("refuses TRUST_PROXY=%s in one line", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      new ConfigError("TRUST_PROXY must be false, a hop count or proxy addresses"),
    );
  });

  it("reads CORS_ORIGINS as origins and refuses anything else", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: "https://dseu.ac.in, http://localhost:5173" }).corsOrigins).toEqual([
      "https://dseu.ac.in",
      "http://localhost:5173",
    ]);
    for (const value of ["*", "https://dseu.ac.in/", "dseu.ac.in", "https://dseu.ac.in/path"]) {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    }
  });

  it("reads RATE_LIMIT as a positive whole number", () => {
    expect(loadConfig({}).rateLimitPerMinute).toBe(500);
    expect(loadConfig({ RATE_LIMIT: "60" }).rateLimitPerMinute).toBe(60);
    expect(() => loadConfig({ RATE_LIMIT: "0" })).toThrow("RATE_LIMIT must be a whole number of at least 1");
  });
});

describe("the server's logger", () => {
  it("never writes credentials, secrets or database URLs", () => {
    let output = "";
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const logger = pino(loggerOptions({ env: "production", logLevel: "info" }), stream);
    logger.info(
      {
        req: { headers: { authorization: "Bearer secret-token-1", cookie: "session=secret-cookie-2" } },
        res: { headers: { "set-cookie": "session=secret-cookie-3" } },
        body: { email: "a@dseu.ac.in", password: "secret-password-4" },
        token: "secret-token-5",
        config: { databaseUrl: "postgres://user:secret-6@db/dseu", jwtSecret: "secret-7" },
      },
      "something happened",
    );
    expect(output).toContain("a@dseu.ac.in");
    expect(output).not.toMatch(/secret-/);
    expect(output).toContain("[redacted]");
  });
});
