// Entry point of `npm start` and `npm run dev`. Plain JavaScript, so that an
// older Node can read it far enough to say what is wrong.
import cluster from "node:cluster";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error("DSEU site needs Node 24 or newer; run it through npm start");
  process.exit(1);
}

const development = process.argv.includes("--dev");
// React and React Router pick their development builds (slower, larger) unless told otherwise.
process.env.NODE_ENV ??= development ? "development" : "production";

// A bad setting should stop us before a build that may take a while.
const { loadConfigOrExit } = await import("./config.ts");
loadConfigOrExit();

// Workers of a cluster (WEB_CONCURRENCY) start from this file too; the primary has built already.
if (!development && cluster.isPrimary) {
  const { buildPagesIfStale } = await import("./page-build.mjs");
  const failure = buildPagesIfStale(process.env.BUILD_DIR || "build");
  if (failure) {
    console.error(failure);
    process.exit(1);
  }
}

await import("./main.ts");
