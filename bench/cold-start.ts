import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import type { AnswerIndex } from "../apps/server/src/matching/answer-index";
import { readSnapshot, writeSnapshot } from "../apps/server/src/matching/index-snapshot";

/**
 * The snapshot round trip on an index built in memory (no database behind it): written to a temporary
 * file, then read back through the server's own loader (readSnapshot: checks, CRC, import, area buckets).
 * The file was just written, so it is read from the page cache: a first read after a reboot adds the
 * disk's time for `bytes`.
 */
export function snapshotRoundTrip(index: AnswerIndex) {
  const dir = mkdtempSync(path.join(tmpdir(), "down-bench-snap-"));
  const file = path.join(dir, "matching-index.snapshot");
  try {
    const t0 = performance.now();
    const bytes = writeSnapshot(index, file, { position: 1, takenAt: Date.now(), marker: 0 });
    const writeMs = performance.now() - t0;
    const t1 = performance.now();
    const read = readSnapshot(file);
    const readMs = performance.now() - t1;
    if (!read.ok) throw new Error(`snapshot not read back: ${read.reason}`);
    if (read.index.size !== index.size) throw new Error("snapshot read back another size");
    return { bytes: statSync(file).size || bytes, writeMs, readMs, people: read.index.size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface RestartFigures {
  /** buildApp until it can serve, loading everything from PostgreSQL (no snapshot yet). */
  full: { readyMs: number; indexMs: number; source: string };
  snapshotBytes: number;
  /** buildApp again on the snapshot the first one wrote on close, after `changed` users changed. */
  withSnapshot: { readyMs: number; indexMs: number; source: string; replayed: number; fallback?: string };
}

/**
 * Two starts of the real server (buildApp, as main.ts does it) on the bench database with a snapshot
 * file configured: the first finds none and loads from PostgreSQL, and writes the snapshot on close;
 * then `changed` people answer one question again (through SQL, so the journal's triggers see it, as
 * with any writer) and the second start reads the snapshot and replays only them.
 * The bulk load's journal rows are moved back out of the replay margin first (REPLAY_MARGIN_MS), as if
 * the load had happened earlier than a minute before the snapshot.
 */
export async function restartOnPostgres(databaseUrl: string, changed: number): Promise<RestartFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), "down-bench-restart-"));
  const file = path.join(dir, "matching-index.snapshot");
  const config = loadConfig({
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    MATCHING_SNAPSHOT: file,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update matching_changes set changed_at = changed_at - interval '10 minutes'");
    const start = async () => {
      const t0 = performance.now();
      const app = await buildApp(config, { logger: false });
      return { app, readyMs: performance.now() - t0, start: app.matchingIndex.start };
    };
    const first = await start();
    await first.app.close();
    const snapshotBytes = statSync(file).size;
    await client.query(
      `update user_responses set response = case response when 'D' then 'O' else 'D' end
       where id in (select distinct on (user_id) id from user_responses
                    where user_id in (select user_id from profiles order by user_id limit $1)
                    order by user_id, id)`,
      [changed],
    );
    const second = await start();
    await second.app.close();
    return {
      full: { readyMs: first.readyMs, indexMs: first.start.ms, source: first.start.source },
      snapshotBytes,
      withSnapshot: {
        readyMs: second.readyMs,
        indexMs: second.start.ms,
        source: second.start.source,
        replayed: second.start.replayed,
        ...(second.start.fallbackReason ? { fallback: second.start.fallbackReason } : {}),
      },
    };
  } finally {
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
