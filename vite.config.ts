import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server bundle's entry is our own module, so the Fastify server and the
  // route loaders share one copy of the request-context key (see app/server-entry.ts).
  environments: { ssr: { build: { rolldownOptions: { input: "./app/server-entry.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
});
