import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { loggerOptions, requestLogger } from "#server/logging.ts";

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

  it("reads the public forms' budgets, FORM_RATE_LIMIT and FORM_LOOKUP_RATE_LIMIT, as positive whole numbers", () => {
    expect(loadConfig({}).formBudgets).toEqual({ submissionsPerMinute: 20, lookupsPerMinute: 30 });
    expect(loadConfig({ FORM_RATE_LIMIT: "200", FORM_LOOKUP_RATE_LIMIT: "50" }).formBudgets).toEqual({
      submissionsPerMinute: 200,
      lookupsPerMinute: 50,
    });
    expect(() => loadConfig({ FORM_RATE_LIMIT: "0" })).toThrow("FORM_RATE_LIMIT must be a whole number of at least 1");
    expect(() => loadConfig({ FORM_LOOKUP_RATE_LIMIT: "many" })).toThrow(
      "FORM_LOOKUP_RATE_LIMIT must be a whole number of at least 1",
    );
  });

  it("reads MAX_EVENT_LOOP_DELAY_MS as milliseconds, 0 switching the check off, unset leaving the built-in limit", () => {
    expect(loadConfig({}).maxEventLoopDelayMs).toBeUndefined();
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "0" }).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "400" }).maxEventLoopDelayMs).toBe(400);
    for (const value of ["-1", "2.5", "soon"]) {
      expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: value })).toThrow(
        "MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds (0: not checked)",
      );
    }
  });
});

describe("the server's logger", () => {
  /** The production logger at a level, and what it has written so far. */
  function productionLogger(logLevel: string) {
    const written = { output: "" };
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.output += chunk.toString();
        done();
      },
    });
    return { logger: pino(loggerOptions({ env: "production", logLevel }), stream), written };
  }

  it("never writes credentials, secrets or database URLs", () => {
    const { logger, written } = productionLogger("info");
    logger.info(
      {
        req: { headers: { authorization: "Bearer secret-token-1", cookie: "session=secret-cookie-2" } },
        res: { headers: { "set-cookie": "session=secret-cookie-3" } },
        body: { email: "a@dseu.ac.in", password: "secret-password-4" },
        token: "secret-token-5",
        config: { databaseUrl: "postgres://user:secret-6@db/dseu", jwtSecret: "secret-7" },
        mail: { smtpUrl: "smtps://dseu:secret-8@mail.example.org" },
      },
      "something happened",
    );
    expect(written.output).toContain("a@dseu.ac.in");
    expect(written.output).not.toMatch(/secret-/);
    expect(written.output).toContain("[redacted]");
  });

  it("makes a request's child logger only for a line its level writes, with the request's id and the redaction", () => {
    const { logger, written } = productionLogger("warn");
    const makeChild = logger.child.bind(logger);
    let children = 0;
    logger.child = ((...options: Parameters<typeof makeChild>) => {
      children += 1;
      return makeChild(...options);
    }) as typeof logger.child;
    const log = requestLogger(logger, { reqId: "req-7" }, {});
    log.info("not written");
    log.debug({ detail: 1 }, "nor this");
    expect(children).toBe(0);
    expect(log.level).toBe("warn");
    log.warn({ password: "secret-1" }, "written");
    log.error("and this");
    expect(children).toBe(1);
    const lines = written.output
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { reqId: "req-7", msg: "written", password: "[redacted]" },
      { reqId: "req-7", msg: "and this" },
    ]);
  });
});
