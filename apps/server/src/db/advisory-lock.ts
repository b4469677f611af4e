import { sql } from "drizzle-orm";
import type { Tx } from "./client";

/**
 * Holds `key` until the caller's transaction ends: another transaction locking the same key waits. Works
 * alike on PGlite and PostgreSQL. Keys are namespaced strings ("otp-phone:+1615…"), hashed to 64 bits.
 */
export async function lockUntilCommit(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}::text, 0))`);
}

/**
 * Holds the pair of people `a` and `b` (either order: one key) until the caller's transaction ends. What reads
 * "are these two matched, is either blocked" and then writes between them takes it, and so does whatever ends
 * the pair (docs/decisions/020-rules-that-read-then-write-take-a-lock.md). Here rather than in a module so that
 * modules which end pairs (matches, moderation's ban) share the key without importing each other.
 */
export async function lockPairUntilCommit(tx: Tx, a: string, b: string): Promise<void> {
  await lockUntilCommit(tx, pairLockKey(a, b));
}

/** The pair's key (either order: one key), for a caller that takes it among others in one statement (chat lines). */
export const pairLockKey = (a: string, b: string) => `match-pair:${[a, b].sort().join(":")}`;
