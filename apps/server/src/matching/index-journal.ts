import { desc, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { matchingChanges } from "../db/schema";

/** How long journal rows are kept: a snapshot older than this is not replayed (the full load runs). */
export const JOURNAL_RETENTION_MS = 7 * 24 * 3600_000;
/**
 * Journal rows are numbered when written, not when committed, so a row below a snapshot's position can
 * commit after the snapshot was taken. Replaying also every user changed within this margin before the
 * snapshot covers any transaction shorter than it (replaying a user twice is harmless).
 */
export const REPLAY_MARGIN_MS = 60_000;

const micros = sql<number>`(extract(epoch from ${matchingChanges.changedAt}) * 1000000)::float8`;

/** The newest journal row: its seq (the position) and time in µs (the marker); zeros when empty. */
export async function journalHead(db: Db): Promise<{ position: number; marker: number }> {
  const [row] = await db
    .select({ position: matchingChanges.seq, marker: micros })
    .from(matchingChanges)
    .orderBy(desc(matchingChanges.seq))
    .limit(1);
  return row ? { position: Number(row.position), marker: Number(row.marker) } : { position: 0, marker: 0 };
}

/** The time (µs) of journal row `seq`, or undefined when it is not there (pruned, or another database). */
export async function markerAt(db: Db, seq: number): Promise<number | undefined> {
  const [row] = await db.select({ marker: micros }).from(matchingChanges).where(eq(matchingChanges.seq, seq));
  return row ? Number(row.marker) : undefined;
}

/** Users changed after `position`, or within the replay margin before `takenAt`. */
export async function usersChangedSince(db: Db, position: number, takenAt: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: matchingChanges.userId })
    .from(matchingChanges)
    .where(or(gt(matchingChanges.seq, position), gt(matchingChanges.changedAt, new Date(takenAt - REPLAY_MARGIN_MS))));
  return rows.map((r) => r.userId);
}

export async function pruneJournal(db: Db, now = Date.now()) {
  await db.delete(matchingChanges).where(lt(matchingChanges.changedAt, new Date(now - JOURNAL_RETENTION_MS)));
}
