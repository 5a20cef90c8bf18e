import type { Config } from "@react-router/dev/config";

/**
 * The bare React Router page the page benchmark measures ours against (bench/pages.ts): one
 * heading and the framework's own scripts, rendered on the server as ours are
 * (bench/bare-page/serve.ts), then hydrated.
 */
export default {
  ssr: true,
  buildDirectory: process.env.BARE_PAGE_BUILD_DIR ?? "build",
} satisfies Config;
