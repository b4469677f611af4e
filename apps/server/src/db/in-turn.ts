import pLimit, { type LimitFunction } from "p-limit";
import { tooManyRequests } from "../lib/app-error";
import { lockUntilCommit } from "./advisory-lock";
import type { Db, Tx } from "./client";

/** How many of one key's calls may wait in this process behind the one running; past it, 429 at once. */
export const MAX_WAITING_PER_KEY = 50;
export const TOO_MANY_AT_ONCE = "Too many requests at once. Please wait a moment.";

interface Turns {
  limit: LimitFunction;
  /** Calls running or waiting; the entry leaves the map when it drops to 0, so the map holds only busy keys. */
  calls: number;
}
const byKey = new Map<string, Turns>();

/**
 * Runs `work` when the calls before it with the same `key` in this process have finished, one at a time.
 *
 * Why: a request waiting for a person's advisory lock waits inside its transaction, holding one of the pool's
 * connections, so 200 parallel sends from one person held all 20 and another person's message waited for a
 * connection (1.1–1.6 s on PostgreSQL, issue 23). Waiting here costs a promise, not a connection: one person's
 * calls hold at most one connection per key, and at most MAX_WAITING_PER_KEY promises wait, the rest get 429.
 * The advisory lock stays: it is what holds across processes (WORKERS > 1, several instances);
 * docs/decisions/020-rules-that-read-then-write-take-a-lock.md.
 */
export async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  let turns = byKey.get(key);
  if (!turns) {
    turns = { limit: pLimit(1), calls: 0 };
    byKey.set(key, turns);
  }
  if (turns.limit.pendingCount >= MAX_WAITING_PER_KEY) throw tooManyRequests(TOO_MANY_AT_ONCE);
  turns.calls += 1;
  try {
    return await turns.limit(work);
  } finally {
    turns.calls -= 1;
    if (turns.calls === 0) byKey.delete(key);
  }
}

/**
 * A transaction holding `key` (`lockUntilCommit`) from its start, entered in turn with this process's other
 * calls on the same key, so they wait in memory rather than each on a connection. For a rule whose first lock
 * is the actor's ("chat-sender:<id>", "photos:<id>"): the queue is the lock's own key, so calls that never
 * shared a lock never share a queue, and no call can queue behind one that waits for it (that one would
 * already wait for its advisory lock, which the order of decision 020 rules out).
 */
export function transactionInTurn<T>(db: Db, key: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTurn(key, () =>
    db.transaction(async (tx) => {
      await lockUntilCommit(tx, key);
      return work(tx);
    }),
  );
}

/** How many keys have calls running or waiting in this process (tests check the map empties). */
export const busyKeys = (): number => byKey.size;
