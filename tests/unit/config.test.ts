import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

describe("loadConfig", () => {
  it("uses defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", env: "production", databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it.each(["abc", "-1", "70000", "3.5"])("rejects PORT=%s with one clear sentence", (port) => {
    expect(() => loadConfig({ PORT: port })).toThrowError(new ConfigError("PORT must be a port number"));
  });

  it("rejects a DATABASE_URL that is not PostgreSQL", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrowError("DATABASE_URL must be a postgres:// URL");
  });

  it("treats blank variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
