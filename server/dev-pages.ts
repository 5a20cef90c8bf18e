import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { createServer } from "vite";
import type { PageHandler } from "#app/server-entry.ts";
import { registerPageRenderer } from "./pages.ts";
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
  registerPageRenderer(app, services, async (request, context) => {
    const entry = (await vite.ssrLoadModule("./app/server-entry.ts")) as {
      createPageHandler: (mode: string) => PageHandler;
    };
    return entry.createPageHandler("development")(request, context);
  });
}
