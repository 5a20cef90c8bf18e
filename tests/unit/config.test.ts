import os from "node:os";
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

  it("runs one process by default, a given number, or one per core with auto", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "auto" }).webConcurrency).toBe(os.availableParallelism());
  });

  it("reads the console sessions' idle timeout and lifetime, STAFF_SESSION_IDLE_MINUTES and STAFF_SESSION_MAX_HOURS", () => {
    expect(loadConfig({}).staffSessions).toEqual({ idleMinutes: 60, maxHours: 12 });
    expect(loadConfig({ STAFF_SESSION_IDLE_MINUTES: "20", STAFF_SESSION_MAX_HOURS: "9" }).staffSessions).toEqual({
      idleMinutes: 20,
      maxHours: 9,
    });
    for (const value of ["0", "1441", "1.5", "an hour"]) {
      expect(() => loadConfig({ STAFF_SESSION_IDLE_MINUTES: value })).toThrowError(
        new ConfigError("STAFF_SESSION_IDLE_MINUTES must be a whole number of minutes from 1 to 1440"),
      );
    }
    for (const value of ["0", "169", "-3", "day"]) {
      expect(() => loadConfig({ STAFF_SESSION_MAX_HOURS: value })).toThrowError(
        new ConfigError("STAFF_SESSION_MAX_HOURS must be a whole number of hours from 1 to 168"),
      );
    }
  });

  it("reads the reading of notices' PDFs, TEXT_READING_PAGES and TEXT_READING_LEASE_SECONDS", () => {
    expect(loadConfig({}).textReading).toEqual({ pages: 60, leaseSeconds: 60 });
    expect(loadConfig({ TEXT_READING_PAGES: "5", TEXT_READING_LEASE_SECONDS: "2" }).textReading).toEqual({
      pages: 5,
      leaseSeconds: 2,
    });
    for (const value of ["0", "1001", "2.5", "all"]) {
      expect(() => loadConfig({ TEXT_READING_PAGES: value })).toThrowError(
        new ConfigError("TEXT_READING_PAGES must be a whole number of pages from 1 to 1000"),
      );
    }
    for (const value of ["0", "3601", "-1", "a minute"]) {
      expect(() => loadConfig({ TEXT_READING_LEASE_SECONDS: value })).toThrowError(
        new ConfigError("TEXT_READING_LEASE_SECONDS must be a whole number of seconds from 1 to 3600"),
      );
    }
  });

  it("reads how many days a grievance is due in, GRIEVANCE_DUE_DAYS: 21 unless set, 1 to 365", () => {
    expect(loadConfig({}).grievanceDueDays).toBe(21);
    expect(loadConfig({ GRIEVANCE_DUE_DAYS: "30" }).grievanceDueDays).toBe(30);
    for (const value of ["0", "366", "2.5", "three weeks"]) {
      expect(() => loadConfig({ GRIEVANCE_DUE_DAYS: value })).toThrowError(
        new ConfigError("GRIEVANCE_DUE_DAYS must be a whole number of days from 1 to 365"),
      );
    }
  });

  it.each(["0", "-2", "two", "1.5", "1000"])("rejects WEB_CONCURRENCY=%s", (value) => {
    expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrowError(
      "WEB_CONCURRENCY must be a number of processes (1 to 999) or auto",
    );
  });

  it("sends no mail by default; SMTP_URL with MAIL_FROM and PUBLIC_URL configures it, with the sender's timing", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      publicUrl: undefined,
      pollMs: 5_000,
      retryDelaysMs: [60, 300, 900, 3_600, 10_800, 21_600, 43_200].map((seconds) => seconds * 1000),
    });
    expect(
      loadConfig({
        SMTP_URL: "smtps://dseu:pass@mail.example.org:465",
        MAIL_FROM: "DSEU Website <noreply@dseu.ac.in>",
        PUBLIC_URL: "https://dseu.ac.in/",
        MAIL_POLL_MS: "250",
        MAIL_RETRY_SECONDS: "0.5, 30,120",
      }).mail,
    ).toEqual({
      smtpUrl: "smtps://dseu:pass@mail.example.org:465",
      from: { name: "DSEU Website", address: "noreply@dseu.ac.in" },
      publicUrl: "https://dseu.ac.in",
      pollMs: 250,
      retryDelaysMs: [500, 30_000, 120_000],
    });
    expect(loadConfig({ MAIL_FROM: "noreply@dseu.ac.in" }).mail.from).toEqual({
      name: "",
      address: "noreply@dseu.ac.in",
    });
  });

  it("refuses mail settings it could not use, each with one clear sentence", () => {
    const refused = {
      SMTP_URL: ["mail.example.org:587", "http://mail.example.org", "smtp//x"],
      MAIL_FROM: ["DSEU", "noreply@dseu.ac.in, other@dseu.ac.in", "DSEU <noreply@dseu.ac.in>\r\nBcc: x@y.z", "<@>"],
      PUBLIC_URL: ["dseu.ac.in", "ftp://dseu.ac.in", "https://dseu.ac.in/?x=1", "https://user:pw@dseu.ac.in"],
      MAIL_POLL_MS: ["5", "0", "fast", "3600001"],
      MAIL_RETRY_SECONDS: ["", "0", "-1", "60,soon", "700000"],
    };
    for (const [name, values] of Object.entries(refused)) {
      for (const value of values.filter(Boolean)) {
        expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrowError(new RegExp(`^${name} must`));
      }
    }
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.org" })).toThrowError(
      "SMTP_URL needs MAIL_FROM (the address messages come from) and PUBLIC_URL (the site's address, for their links)",
    );
  });
});
