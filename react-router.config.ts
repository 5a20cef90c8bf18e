import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds live side by side (say, two end-to-end runs at once).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
