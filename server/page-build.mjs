// Builds the pages when their sources changed since the last build. Plain
// JavaScript, as server/start.mjs (its caller, with the tests) is.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The inputs of the page build; a change to any of them makes the build stale. */
const buildInputs = [
  "app",
  "common",
  "public",
  "vite.config.ts",
  "scripts/precompress.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function sourceHash() {
  const hash = createHash("sha256");
  for (const input of buildInputs) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory()
      ? fs.readdirSync(full, { recursive: true }).map((name) => path.join(full, String(name)))
      : [full];
    for (const file of files.sort()) {
      if (!fs.statSync(file).isFile()) continue;
      hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
  }
  return hash.digest("hex");
}

/**
 * Builds into `buildDirectory` (relative to the project) unless it holds a build
 * of the current sources. Returns an error message, or undefined on success.
 */
export function buildPagesIfStale(buildDirectory, { stdio = "inherit" } = {}) {
  const directory = path.resolve(root, buildDirectory);
  const stampFile = path.join(directory, ".source-hash");
  const current = sourceHash();
  const built =
    fs.existsSync(path.join(directory, "server/index.js")) && fs.existsSync(stampFile)
      ? fs.readFileSync(stampFile, "utf8")
      : "";
  if (built === current) return undefined;
  if (stdio === "inherit") console.log("Building the site (sources changed since the last build)…");
  // A test runner's NODE_ENV=test would give React's development build.
  const options = { cwd: root, stdio, env: { ...process.env, BUILD_DIR: buildDirectory, NODE_ENV: "production" } };
  for (const [command, args] of [
    [path.join(root, "node_modules/.bin/react-router"), ["build"]],
    [process.execPath, ["scripts/precompress.ts", buildDirectory]],
  ]) {
    const result = spawnSync(command, args, options);
    if (result.status !== 0) {
      return `The build failed${result.error ? `: ${result.error.message}` : "; see the messages above"}`;
    }
  }
  fs.writeFileSync(stampFile, current);
  return undefined;
}
