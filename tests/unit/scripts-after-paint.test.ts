import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "#app/scripts-after-paint.ts";

/** The shape React Router 8's `<Scripts>` renders in a production build (abridged). */
const page = [
  '<html><head><link rel="preload" href="/assets/font.woff2" as="font"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="n1"/>',
  '<link nonce="n1" rel="stylesheet" href="/assets/shell.css"/></head><body><h1>Tenders</h1>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\n',
  'import * as route0 from "/assets/root-C.js";\n',
  'import * as route1 from "/assets/board-D.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"board":route1};\n\n',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("");

describe("scripts after the first paint", () => {
  const rewritten = scriptsAfterFirstPaint(page);
  const moduleScript = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? "";

  it("takes the module preloads out of the head and keeps everything else", () => {
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
    expect(rewritten).toContain('<link nonce="n1" rel="stylesheet" href="/assets/shell.css"/>');
    expect(rewritten).toContain("<h1>Tenders</h1>");
    expect(rewritten).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it("waits for the first contentful paint, then preloads and imports the same modules in the same order", () => {
    expect(moduleScript).not.toMatch(/^\s*import \* as/m);
    const wait = moduleScript.indexOf("first-contentful-paint");
    const preloads = moduleScript.indexOf('"modulepreload"');
    const imports = moduleScript.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/board-D.js")]);',
    );
    const modules = moduleScript.indexOf('window.__reactRouterRouteModules = {"root":route0,"board":route1};');
    const entry = moduleScript.indexOf('import("/assets/entry.client-A.js");');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect([wait, preloads, imports, modules, entry]).toEqual(
      [wait, preloads, imports, modules, entry].sort((a, b) => a - b),
    );
    expect(moduleScript).toContain('["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js"]');
  });

  it("parses: top-level await and dynamic imports, as the browser reads a module script", () => {
    const AsyncFunction = (async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(moduleScript)).not.toThrow();
  });

  it("leaves a page of another shape as it is", () => {
    const withoutModules = "<html><head></head><body><p>text</p></body></html>";
    expect(scriptsAfterFirstPaint(withoutModules)).toBe(withoutModules);
    const withoutStaticImports = page.replace(/import \* as route\d+ from "[^"]+";\n/g, "");
    expect(scriptsAfterFirstPaint(withoutStaticImports)).toBe(withoutStaticImports);
  });
});
