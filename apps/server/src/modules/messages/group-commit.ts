import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import type { AppError } from "../../lib/app-error";

/**
 * Group commit for chat lines (issue 28, item 1; docs/decisions/032-chat-lines-share-a-commit.md): lines that
 * arrive while the lanes are busy wait and then share one transaction, so a busy second pays one BEGIN, one
 * lock statement and one COMMIT (one WAL flush) per batch, not per line. Each line is still judged on its own,
 * in arrival order, by statements that see the lines before it in the same transaction (so the per-sender
 * caps, the first-contact rule and a retry's clientId count them), and each is answered only once the batch
 * has committed: nothing acknowledged can be lost. A line the rules refuse (an AppError, thrown before it
 * writes anything) is refused alone; any other failure fails the whole batch, which acknowledges nothing,
 * and its lines are then tried again one by one, each in its own transaction, so a bad line fails alone.
 *
 * An idle server starts a line at once (no timer waits for company); lines only gather while every lane has
 * a batch in flight, which is exactly when sharing the commit pays.
 */

/** The advisory locks one line needs, by class: every batch takes them all first, classes in this order. */
export interface LineLocks {
  /** The actor's lock ("chat-sender:<id>"), taken first everywhere (decision 020); one line per actor a batch. */
  actor: string;
  /** Then the pair's ("match-pair:<a>:<b>"), which unmatch, block and report take too. */
  pair: string;
  /** Then the receiver's notification bundle of this actor (notifications.service bundleLockKey). */
  note: string;
}

/** One line's answer from a batch: its value, or the refusal of a rule (an AppError, nothing written for it). */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: AppError };

interface Entry<J, R> {
  job: J;
  locks: LineLocks;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions<J, R> {
  /** Batches in flight at once: each holds one pool connection while it runs. */
  lanes: number;
  /** Lines in one batch at most. */
  maxBatch: number;
  locks: (job: J) => LineLocks;
  /**
   * Judges and writes a batch's lines inside its transaction, holding their locks, in as few statements as it
   * can; one outcome per job, in order. A throw (anything but a rule's refusal) fails the whole batch.
   */
  write: (tx: Tx, jobs: J[]) => Promise<Array<Outcome<R>>>;
  /** Tests only: runs inside each batch's transaction just before it commits (a throw fails the batch). */
  beforeCommit?: (lines: number) => Promise<void> | void;
}

/**
 * Takes every lock of a batch in one statement, in one global order (all actors' locks, then all pairs', then
 * the notification bundles', each sorted), so two batches that share a person or a pair queue behind each
 * other and cannot deadlock. `order by n` evaluates the volatile lock function row by row after the sort.
 */
async function lockAll(tx: Tx, locks: readonly LineLocks[]) {
  const sorted = (pick: (l: LineLocks) => string) => [...new Set(locks.map(pick))].sort();
  const keys = [...sorted((l) => l.actor), ...sorted((l) => l.pair), ...sorted((l) => l.note)];
  // Keys are ids, colons, dashes and words: a comma never occurs in one.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(string_to_array(${keys.join(",")}, ',')) with ordinality as t(k, n) order by n`,
  );
}

const keysOf = (locks: LineLocks) => [locks.actor, locks.pair, locks.note];

export class GroupCommit<J, R> {
  private queue: Entry<J, R>[] = [];
  private inFlight = 0;
  /** Every lock key of the batches in flight, with how many hold it. */
  private readonly held = new Map<string, number>();
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly options: GroupCommitOptions<J, R>,
  ) {}

  /** Writes `job` in a batch; settles after that batch's transaction has committed (or failed). */
  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ job, locks: this.options.locks(job), resolve, reject });
      this.schedule();
    });
  }

  /** Lines waiting for a lane (tests and metrics). */
  get waiting(): number {
    return this.queue.length;
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    // Lines that arrive in the same turn of the event loop (one socket read, one Redis message) start together.
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  /**
   * The next batch: the oldest lines, at most one per actor (a second waits for the next batch, in order), and
   * none that needs a lock a batch in flight holds. Such a line would only wait in the database for that batch
   * to commit, and its whole batch with it: two lanes that share one pair (both people writing at once) ran
   * one after the other while holding two connections (bench/README.md, "Realtime"). Held back, it goes with
   * the next batch instead, still in its order.
   */
  private take(): Entry<J, R>[] {
    const batch: Entry<J, R>[] = [];
    const actors = new Set<string>();
    const rest: Entry<J, R>[] = [];
    for (const entry of this.queue) {
      if (
        batch.length < this.options.maxBatch &&
        !actors.has(entry.locks.actor) &&
        !keysOf(entry.locks).some((key) => this.held.has(key))
      ) {
        actors.add(entry.locks.actor);
        batch.push(entry);
      } else rest.push(entry);
    }
    this.queue = rest;
    return batch;
  }

  private pump() {
    while (this.inFlight < this.options.lanes && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return; // every waiting line needs a lock in flight: the next commit pumps again
      const keys = batch.flatMap((entry) => keysOf(entry.locks));
      for (const key of keys) this.held.set(key, (this.held.get(key) ?? 0) + 1);
      this.inFlight += 1;
      void this.runBatch(batch).finally(() => {
        for (const key of keys) {
          const count = (this.held.get(key) ?? 1) - 1;
          if (count === 0) this.held.delete(key);
          else this.held.set(key, count);
        }
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async runBatch(batch: Entry<J, R>[]): Promise<void> {
    let outcomes: Array<Outcome<R>>;
    try {
      outcomes = await this.db.transaction(async (tx) => {
        await lockAll(
          tx,
          batch.map((entry) => entry.locks),
        );
        const out = await this.options.write(
          tx,
          batch.map((entry) => entry.job),
        );
        await this.options.beforeCommit?.(batch.length);
        return out;
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // The batch acknowledged nothing and left nothing: each line alone, in order, so only a bad one fails.
      for (const entry of batch) await this.runBatch([entry]);
      return;
    }
    // Committed: answer in arrival order (each continuation publishes its line, so the bus hears them in order).
    outcomes.forEach((outcome, i) => {
      const entry = batch[i] as Entry<J, R>;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  }
}

/** Whether the handle is a PostgreSQL pool (several batches at once) rather than the embedded database. */
export function isPooled(db: Db): boolean {
  const client = (db as unknown as { $client?: object }).$client;
  return typeof client === "object" && client !== null && "totalCount" in client;
}
