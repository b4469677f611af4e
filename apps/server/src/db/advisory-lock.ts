import { sql } from "drizzle-orm";
import type { Tx } from "./client";

/**
 * Holds `key` until the caller's transaction ends: another transaction locking the same key waits. Works
 * alike on PGlite and PostgreSQL. Keys are namespaced strings ("otp-phone:+1615…"), hashed to 64 bits.
 */
export async function lockUntilCommit(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}::text, 0))`);
}
