import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server bundle's entry is our own module, so the Fastify server and the
  // route loaders share one copy of the request-context key (see app/server-entry.ts).
  environments: { ssr: { build: { rolldownOptions: { input: "./app/server-entry.ts" } } } },
  // Bundled into the server build, so it keeps the few icons used rather than
  // loading every icon module at run time (docs/benchmarks.md, memory).
  ssr: { noExternal: ["lucide-react"] },
  plugins: [tailwindcss(), reactRouter()],
});
