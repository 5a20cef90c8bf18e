import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { registerBuiltPages } from "#server/pages.ts";
import { createServices } from "#server/services/index.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";

/**
 * The icons as the production server serves them: a build directory whose
 * browser half is `public/` (which the build copies as it is) and whose
 * server half answers every page with 404.
 */
describe("the site's icons and web app manifest", () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let buildDirectory: string;
  beforeAll(async () => {
    buildDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-icons-"));
    fs.cpSync(path.join(import.meta.dirname, "../../public"), path.join(buildDirectory, "client"), { recursive: true });
    fs.mkdirSync(path.join(buildDirectory, "server"));
    fs.writeFileSync(
      path.join(buildDirectory, "server/index.js"),
      'export const createPageHandler = () => async () => new Response("data not found", { status: 404 });\n',
    );
    database = await createTestDatabase("sqlite", { seed: false });
    const services = createServices(database.db);
    app = await buildApp({
      database,
      services,
      registerPages: (fastify) => registerBuiltPages(fastify, services, buildDirectory),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(buildDirectory, { recursive: true, force: true });
  });

  it.each([
    ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ["/icon.svg", /^image\/svg\+xml/],
    ["/apple-touch-icon.png", /^image\/png$/],
    ["/icon-192.png", /^image\/png$/],
    ["/icon-512.png", /^image\/png$/],
    ["/icon-maskable-512.png", /^image\/png$/],
    ["/manifest.webmanifest", /^application\/manifest\+json/],
  ])("serves %s with its content type", async (url, contentType) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(contentType);
    expect(response.rawPayload.length).toBeGreaterThan(0);
  });

  it("has a favicon of 16, 32 and 48 px PNG images in an ICO container", async () => {
    const ico = (await app.inject("/favicon.ico")).rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((index) => {
      const entry = 6 + index * 16;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(ico.readUInt8(entry));
      return ico.readUInt8(entry);
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it("has a 180 px Apple touch icon without transparency", async () => {
    const png = (await app.inject("/apple-touch-icon.png")).rawPayload;
    // IHDR: width, height, bit depth, colour type (2 = RGB without alpha, 6 = RGBA).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    expect(png.readUInt8(25)).toBe(2);
  });

  it("describes the app in the manifest, with icons that exist", async () => {
    const manifest = (await app.inject("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: "Delhi Skill and Entrepreneurship University",
      short_name: "DSEU",
      theme_color: "#003E70",
      background_color: "#F8FAFC",
      start_url: "/",
    });
    for (const icon of manifest.icons) {
      const response = await app.inject(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers["content-type"], icon.src).toMatch(icon.type);
    }
  });

  it("uses the brand navy in the SVG mark", async () => {
    const svg = (await app.inject("/icon.svg")).body;
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 64 64"/);
    expect(svg).toContain('fill="#003E70"');
  });
});
