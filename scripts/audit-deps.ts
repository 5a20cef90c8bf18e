/**
 * `npm run audit:deps`, the last step of `npm test`: fails when `npm audit` reports a high or
 * critical advisory in the production dependencies. A registry without npm's audit service
 * (a mirror may answer its endpoint with 405) can report nothing; that is said plainly, and
 * the step passes, since the project cannot fix the registry it is installed from.
 */
import { spawnSync } from "node:child_process";

const audit = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
let report: { metadata?: { vulnerabilities?: Record<string, number> }; statusCode?: number; message?: string };
try {
  report = JSON.parse(audit.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${audit.status}):\n${audit.stderr.slice(-500)}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.warn(
    `npm audit: the registry has no audit service here (${report.message ?? "no advisories"}); nothing checked`,
  );
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
if (serious > 0) {
  console.error(`${serious} high or critical advisories in production dependencies: see npm audit --omit=dev`);
  process.exit(1);
}
