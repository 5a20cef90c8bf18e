/**
 * The `virtual:message-files` module: for each language and namespace of the message
 * catalogue, a function that loads those messages in the browser (decision 0079).
 *
 * In a build each namespace becomes a JSON file of its own, named by its content's hash
 * (`assets/messages-en-home-<hash>.json`), precompressed and cached for a year like every
 * other asset, and the function fetches it; pages no longer carry their text a second time
 * in their hydration data. In development the function imports the message module itself,
 * so an edited message shows at once. The server never calls these functions: it has the
 * whole catalogue at hand (app/entry.server.tsx).
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
      const entries: string[] = [];
      for (const [language, namespaces] of Object.entries(catalogue)) {
        for (const [namespace, messages] of Object.entries(namespaces)) {
          const key = JSON.stringify(`${language}/${namespace}`);
          if (serving) {
            const file = path.join(i18nDirectory, "messages", language, moduleFileOf(namespace));
            entries.push(`${key}: () => import(${JSON.stringify(file)}).then((module) => module.default)`);
            continue;
          }
          const source = JSON.stringify(messages);
          const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
          const fileName = `assets/messages-${language}-${namespace}-${hash}.json`;
          // Both builds name the same files; the browser's build writes them.
          if (this.environment.config.consumer === "client") this.emitFile({ type: "asset", fileName, source });
          entries.push(`${key}: () => fetchMessages(${JSON.stringify(`/${fileName}`)})`);
        }
      }
      return [
        "const fetchMessages = async (url) => {",
        "  const response = await fetch(url);",
        "  if (!response.ok) throw new Error(`${url} answered ${response.status}`);",
        "  return response.json();",
        "};",
        `export default { ${entries.join(",\n")} };`,
      ].join("\n");
    },
  };
}
