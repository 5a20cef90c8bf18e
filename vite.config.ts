import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { messageFiles } from "./scripts/vite-message-files.ts";
import type { PageEntry } from "./common/pages.ts";

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const rootRoute = path.resolve(import.meta.dirname, "app/root.tsx");
const homeRoute = path.resolve(import.meta.dirname, "app/routes/home.tsx");
const reachableSets = new WeakMap<ChunkingContext, Map<string, Set<string>>>();

/** Our own modules (not packages) that `entry` imports statically, directly or not. */
function ownModulesReachedFrom(entry: string, context: ChunkingContext): Set<string> {
  const byEntry = reachableSets.get(context) ?? new Map<string, Set<string>>();
  reachableSets.set(context, byEntry);
  let reached = byEntry.get(entry);
  if (!reached) {
    reached = new Set();
    const pending = [entry];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (reached.has(id) || id.includes("node_modules")) continue;
      reached.add(id);
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    reached.delete(entry);
    byEntry.set(entry, reached);
  }
  return reached;
}

/**
 * Every page loads the modules the root route imports: they travel as one chunk
 * rather than a dozen small ones, each compressed and requested on its own.
 */
const shellChunk = (id: string, context: ChunkingContext) =>
  ownModulesReachedFrom(rootRoute, context).has(id) ? "shell" : null;

/** The small modules the home page shares with other pages (cards, dates, names), likewise in one chunk. */
const pageChunk = (id: string, context: ChunkingContext) =>
  ownModulesReachedFrom(homeRoute, context).has(id) ? "pages" : null;

/**
 * Sonner (the console's toasts) also injects its stylesheet as a `<style>` element
 * when loaded, which the site's Content-Security-Policy refuses (an error in the
 * console on every console page). The stylesheet comes as a file instead
 * (app/features/console/shell/console-page.tsx), so the injection is taken out.
 */
const sonnerWithoutInjectedStyle: Plugin = {
  name: "sonner-without-injected-style",
  transform(code, id) {
    if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
    const stripped = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, "");
    if (stripped === code) this.error("sonner no longer injects its stylesheet as vite.config.ts expects");
    return { code: stripped, map: null };
  },
};

/**
 * The page registry (common/pages.ts) names each page in both languages for the catalogue, whose
 * message files the build writes apart (decision 0079); the browser's copy of the registry leaves
 * the names out, so that they do not travel twice (1.5 kB of Brotli on every page's first load).
 */
const pageRegistryFile = path.resolve(import.meta.dirname, "common/pages.ts");
const pageRegistryWithoutNames: Plugin = {
  name: "page-registry-without-names",
  applyToEnvironment: (environment) => environment.name === "client",
  async load(id) {
    if (id !== pageRegistryFile) return null;
    const registry = (await import(pathToFileURL(id).href)) as { pageRegistry: ReadonlyArray<PageEntry> };
    const entries = registry.pageRegistry.map(({ names: _names, ...entry }) => entry);
    return `export const pageRegistry = ${JSON.stringify(entries)};`;
  },
};

/**
 * V8 compiles a script's functions lazily: each one on the main thread, at its first call, which
 * on a page load is hydration's long task. A file that starts with `//# allFunctionsCalledOnLoad`
 * (Chrome 136 and later; to other engines, an ordinary comment) has every function compiled as
 * it streams in, on a background thread. The chunks a page runs as it loads carry it: the entry,
 * the route modules and whatever they import statically. Those loaded on intent (the search
 * panel, the programme draw, the console's editors) do not, so a page never compiles code it may
 * not run (decision 0181).
 */
const compileHint = "//# allFunctionsCalledOnLoad\n";
const compileHintsForChunksRunAtLoad: Plugin = {
  name: "compile-hints-for-chunks-run-at-load",
  applyToEnvironment: (environment) => environment.name === "client",
  // After Vite's own changes to the chunks (its preload helper), so that the hint is the first line.
  enforce: "post",
  generateBundle: {
    order: "post",
    handler(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === "chunk" ? [[output.fileName, output] as const] : [],
        ),
      );
      // A set visits what is added to it while it is walked: the entries, then all they import.
      const runAtLoad = new Set([...chunks.values()].filter((chunk) => chunk.isEntry));
      for (const chunk of runAtLoad) {
        for (const imported of chunk.imports) {
          const importedChunk = chunks.get(imported);
          if (importedChunk) runAtLoad.add(importedChunk);
        }
      }
      for (const chunk of runAtLoad) chunk.code = compileHint + chunk.code;
    },
  },
};

export default defineConfig({
  // The server bundle's entry is our own module, so the Fastify server and the
  // route loaders share one copy of the request-context key (see app/server-entry.ts).
  environments: {
    ssr: { build: { rolldownOptions: { input: "./app/server-entry.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one chunk: the framework every page
            // loads, cached across releases of our own code and measured apart from it
            // by the budget (scripts/budget.ts).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                { name: shellChunk, priority: 1 },
                { name: pageChunk, minShareCount: 2 },
              ],
            },
          },
        },
      },
    },
  },
  // Bundled into the server build, so it keeps the few icons used rather than
  // loading every icon module at run time (docs/benchmarks-log.md, memory).
  ssr: { noExternal: ["lucide-react"] },
  // Images are files of their own, never data URLs inside the JavaScript that hydrates
  // them; the pages preload the ones above the fold (the banner, the event poster).
  build: {
    assetsInlineLimit: 0,
    // React Router preloads route modules itself; the few modules loaded later on
    // intent (the search panel, the programme draw) need no preloading helper on every page.
    modulePreload: false,
  },
  // Served as source in development too, so the Sonner plugin above applies there as well.
  optimizeDeps: { exclude: ["sonner"] },
  plugins: [
    tailwindcss(),
    reactRouter(),
    sonnerWithoutInjectedStyle,
    pageRegistryWithoutNames,
    messageFiles(),
    compileHintsForChunksRunAtLoad,
  ],
});
