// Entry point of `npm start` and `npm run dev`. Plain JavaScript, so that an
// older Node can read it far enough to say what is wrong.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error("DSEU site needs Node 24 or newer; run it through npm start");
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
const development = process.argv.includes("--dev");
if (development) process.env.NODE_ENV ??= "development";

// A bad setting should stop us before a build that may take a while.
const { loadConfigOrExit } = await import("./config.ts");
loadConfigOrExit();

/** The inputs of the page build; a change to any of them makes the build stale. */
const buildInputs = ["app", "common", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

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

// Workers of a cluster (WEB_CONCURRENCY) start from this file too; the primary has built already.
if (!development && cluster.isPrimary) {
  const buildDirectory = path.resolve(root, process.env.BUILD_DIR || "build");
  const stampFile = path.join(buildDirectory, ".source-hash");
  const current = sourceHash();
  const built =
    fs.existsSync(path.join(buildDirectory, "server/index.js")) && fs.existsSync(stampFile)
      ? fs.readFileSync(stampFile, "utf8")
      : "";
  if (built !== current) {
    console.log("Building the site (sources changed since the last build)…");
    const cli = path.join(root, "node_modules/.bin/react-router");
    const result = spawnSync(cli, ["build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`The build failed${result.error ? `: ${result.error.message}` : "; see the messages above"}`);
      process.exit(result.status ?? 1);
    }
    fs.writeFileSync(stampFile, current);
  }
}

await import("./main.ts");
