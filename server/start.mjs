// Entry point of `npm start` and `npm run dev`. Plain JavaScript, so that an
// older Node can read it far enough to say what is wrong.
import cluster from "node:cluster";
import module from "node:module";
import path from "node:path";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error("DSEU site needs Node 24 or newer; run it through npm start");
  process.exit(1);
}

const development = process.argv.includes("--dev");
// React and React Router pick their development builds (slower, larger) unless told otherwise.
process.env.NODE_ENV ??= development ? "development" : "production";

// Node strips the server's types with a WebAssembly compiler it loads on the first .ts import
// and keeps for the life of the process (some 16 MB of RSS). With a compile cache it keeps the
// stripped code, and V8's compiled code, on disk, keyed by each file's content, and loads the
// compiler only for a file that changed since: a restart runs without it, and starts sooner.
// Not in the OS temporary directory: systemd's PrivateTmp (deploy/dseu.service) empties that
// at every restart. NODE_COMPILE_CACHE, when set, wins; NODE_DISABLE_COMPILE_CACHE turns it off.
module.enableCompileCache(path.join(import.meta.dirname, "../node_modules/.cache/node-compile-cache"));

// `npm start` runs a supervisor (server/supervisor.ts) that has the settings checked, the pages
// built and the database prepared, then forks the serving processes from this file and
// replaces any that dies (decision 0114). `npm run dev` serves in this process.
if (!development && cluster.isPrimary) {
  await import("./supervisor.ts");
  module.flushCompileCache();
} else {
  await import("./main.ts");
  // Written now the server listens, not only at exit: a process that is killed writes nothing.
  module.flushCompileCache();
}
