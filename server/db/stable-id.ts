import { createHash } from "node:crypto";

/**
 * A 24-hex-digit id derived from a kind and a natural key, so seeding the
 * same fact twice yields the same row (idempotent seeds) on either engine.
 */
export function stableId(kind: string, key: string): string {
  return createHash("sha256").update(`${kind}:${key}`).digest("hex").slice(0, 24);
}
