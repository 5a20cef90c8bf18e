import cluster from "node:cluster";

/**
 * What a cluster's worker sends its primary after a write to the database, and the primary
 * passes on (./cache-sync.ts). Apart from cache-sync.ts, which loads the database code,
 * so that the primary (server/supervisor.ts) can relay it without loading that code.
 */
export const cacheInvalidatedMessage = "dseu:cache-invalidated";

/** In the cluster's primary: passes each worker's announcement on to every other worker. */
export function relayCacheInvalidations(): void {
  cluster.on("message", (sender, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== cacheInvalidatedMessage) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send({ type: cacheInvalidatedMessage });
    }
  });
}
