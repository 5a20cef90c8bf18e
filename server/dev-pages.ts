import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { createServer } from "vite";
import { indexCataloguePages, registerPageRenderer, type ServerEntry } from "./pages.ts";
import type { Services } from "./services/index.ts";

/**
 * Development: Vite serves the browser modules with hot reload through this
 * same Fastify server, and every page render loads the current route code.
 */
export async function registerDevPages(app: FastifyInstance, services: Services): Promise<void> {
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  app.addHook("onClose", () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  const loadEntry = async () => (await vite.ssrLoadModule("./app/server-entry.ts")) as ServerEntry;
  await indexCataloguePages(app, services, await loadEntry());
  registerPageRenderer(app, services, async (request, context) => {
    const entry = await loadEntry();
    return entry.createPageHandler("development")(request, context);
  });
}
