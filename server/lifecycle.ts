import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "./db/database.ts";

/**
 * What a worker of `npm start` tells server/supervisor.ts once it listens: from then on, its
 * death is a crash to repair, not a start that failed and would fail again.
 */
export const workerServingMessage = "dseu:worker-serving";

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests
 * finish (up to the grace period), close the database, exit. Later signals are
 * ignored; the grace period bounds the wait.
 */
export function installGracefulShutdown(app: FastifyInstance, database: DatabaseHandle, graceMs: number): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const forced = setTimeout(() => {
      app.log.error("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, graceMs);
    forced.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  // Kept listening, so a repeated signal changes nothing: systemd signals every process of
  // the unit, npm passes the signal on to its child, and a cluster's primary to its workers,
  // so one stop may reach a process two or three times. Without a listener, the next one
  // would end the process at once, cutting its in-flight requests off.
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
