/**
 * The `virtual:message-files` module: a function that loads one namespace of the message
 * catalogue, in one language, in the browser (decision 0079).
 *
 * In a build each namespace becomes a JSON file of its own,
 * `assets/messages-{language}-{namespace}-{version}.json`, precompressed and cached for a
 * year like every other asset, and the function fetches it; pages no longer carry their
 * text a second time in their hydration data. One version, a hash of the whole catalogue,
 * names every file, so the browser's code holds a single hash rather than one per file
 * (a change to any message makes browsers fetch their files again, once per release). In
 * development the function imports the message module itself, so an edited message shows
 * at once. The server never calls it: it has the whole catalogue at hand
 * (app/entry.server.tsx).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const virtualId = "virtual:message-files";
const resolvedVirtualId = `\0${virtualId}`;
const i18nDirectory = path.resolve(import.meta.dirname, "../app/i18n");

type Catalogue = Record<string, Record<string, unknown>>;

/** A namespace's file under app/i18n/messages/{language}/: `infoPage` is info-page.ts. */
const moduleFileOf = (namespace: string) => `${namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;

export function messageFiles(): Plugin {
  let serving = false;
  return {
    name: "message-files",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : null;
    },
    async load(id) {
      if (id !== resolvedVirtualId) return null;
      const { catalogue } = (await import(pathToFileURL(path.join(i18nDirectory, "catalogue.server.ts")).href)) as {
        catalogue: Record<string, Catalogue>;
      };
      const namespaces = Object.entries(catalogue).flatMap(([language, byNamespace]) =>
        Object.entries(byNamespace).map(([namespace, messages]) => ({ language, namespace, messages })),
      );

      if (serving) {
        const imports = namespaces.map(({ language, namespace }) => {
          const file = path.join(i18nDirectory, "messages", language, moduleFileOf(namespace));
          return `${JSON.stringify(`${language}/${namespace}`)}: () => import(${JSON.stringify(file)})`;
        });
        return [
          `const modules = { ${imports.join(",\n")} };`,
          "export default async (id) => (await modules[id]()).default;",
        ].join("\n");
      }

      const sources = namespaces.map((entry) => ({ ...entry, source: JSON.stringify(entry.messages) }));
      const catalogueHash = createHash("sha256");
      for (const { language, namespace, source } of sources)
        catalogueHash.update(`${language}/${namespace}\n${source}\n`);
      const version = catalogueHash.digest("base64url").slice(0, 10);
      // Both builds name the same files; the browser's build writes them.
      if (this.environment.config.consumer === "client") {
        for (const { language, namespace, source } of sources) {
          this.emitFile({
            type: "asset",
            fileName: `assets/messages-${language}-${namespace}-${version}.json`,
            source,
          });
        }
      }
      return [
        "export default async (id) => {",
        `  const url = \`/assets/messages-\${id.replace("/", "-")}-${version}.json\`;`,
        "  const response = await fetch(url);",
        "  if (!response.ok) throw new Error(`${url} answered ${response.status}`);",
        "  return response.json();",
        "};",
      ].join("\n");
    },
  };
}
