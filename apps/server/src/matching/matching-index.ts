import { randomUUID } from "node:crypto";
import { RESPONSES, type Response } from "@down/common/constants";
import type { Db } from "../db/client";
import type { BusEvent, EventBus } from "../realtime/bus";
import { AnswerIndex } from "./answer-index";
import { JOURNAL_RETENTION_MS, journalHead, markerAt, pruneJournal, usersChangedSince } from "./index-journal";
import { loadAllAnswers, loadPeople, loadUserAnswers, reloadUsers } from "./index-loader";
import { readSnapshot, writeSnapshot } from "./index-snapshot";
import { SearchCache } from "./search-cache";

/** Bus channel carrying index changes between instances. */
export const ANSWERS_CHANNEL = "answers";

/** How the index came to be at start. */
export interface IndexStart {
  source: "snapshot" | "database";
  /** Why the snapshot was not used (missing, damaged, too old, another database…). */
  fallbackReason?: string;
  /** Users re-read from the database after the snapshot. */
  replayed: number;
  ms: number;
}

/**
 * This instance's copy of the answer index: loaded at start (from the snapshot plus the journal's
 * changes since, else from PostgreSQL), kept current by the services that change what it holds, and by
 * the bus for changes made on other instances. Nothing in it is lost on restart: the database is the
 * truth, the snapshot only a faster way back to it.
 */
export interface MatchingIndex {
  readonly index: AnswerIndex;
  readonly start: IndexStart;
  /** When the index was loaded or last written to its snapshot (epoch ms): its age on GET /metrics. */
  readonly freshAt: number;
  /** Recent search rankings of this instance, valid while the index's version is unchanged. */
  readonly searchCache: SearchCache;
  /** Call after an answer commits: applies it here and tells the other instances. */
  applyAnswer(userId: string, questionId: string, response: Response): Promise<void>;
  /** Call after a profile's search fields or preferences change (location, gender, interests, flags). */
  refreshPerson(userId: string): Promise<void>;
  /** Re-reads a user's answers and search fields from the database (after bulk writes, in tests). */
  reloadUser(userId: string): Promise<void>;
  /** Call after an account is deleted. */
  forgetUser(userId: string): Promise<void>;
  /** Writes the snapshot now (when one is configured); returns its bytes, 0 when none is configured. */
  saveSnapshot(): Promise<number>;
  /** Stops listening; writes a last snapshot when one is configured. */
  close(): Promise<void>;
}

export interface MatchingIndexOptions {
  /** Snapshot file; undefined: always the full load, and nothing written. */
  snapshotPath?: string;
  /** Also write the snapshot this often while running (ms; 0: only on close). */
  snapshotEveryMs?: number;
  /** false: read the snapshot at start but never write it (workers other than the first; default true). */
  writeSnapshot?: boolean;
  log?: (line: string) => void;
}

export async function createMatchingIndex(
  db: Db,
  bus: EventBus,
  options: MatchingIndexOptions = {},
): Promise<MatchingIndex> {
  const t0 = performance.now();
  let index = new AnswerIndex();
  const origin = randomUUID();
  const log = options.log ?? (() => {});

  const local = {
    async answer(userId: string, questionId: string, response: Response) {
      const known = index.indexOf(userId) !== undefined;
      index.setAnswer(userId, questionId, response);
      if (!known) await loadPeople(db, index, [userId]);
    },
    person: (userId: string) => loadPeople(db, index, [userId]),
    async reload(userId: string) {
      await loadUserAnswers(db, index, userId);
      await loadPeople(db, index, [userId]);
    },
  };

  // Work another instance's change started here: close() waits for it (it reads through the pool close
  // is about to end), and a failure is logged, never an unhandled rejection.
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.catch((error: unknown) =>
      log(`applying another instance's index change failed: ${String(error)}`),
    );
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };

  // Subscribe before loading, so nothing committed during the load is missed.
  const unsubscribe = bus.subscribe(ANSWERS_CHANNEL, (event: BusEvent) => {
    if (event.origin === origin || typeof event.userId !== "string") return;
    const { userId } = event;
    if (event.type === "answer" && typeof event.questionId === "string" && isResponse(event.response)) {
      track(local.answer(userId, event.questionId, event.response));
    } else if (event.type === "person") track(local.person(userId));
    else if (event.type === "reload") track(local.reload(userId));
    else if (event.type === "forget") index.removeUser(userId);
  });
  // Over Redis the subscription is live only once Redis confirms it; loading before then could miss a change.
  await unsubscribe.ready;

  let start: IndexStart;
  const fromSnapshot = options.snapshotPath ? await loadSnapshot(db, options.snapshotPath) : undefined;
  if (fromSnapshot?.ok) {
    index = fromSnapshot.index;
    // Everything the journal saw since (bus events during the load are in it too: they commit first).
    const changed = await usersChangedSince(db, fromSnapshot.position, fromSnapshot.takenAt);
    await reloadUsers(db, index, changed);
    start = { source: "snapshot", replayed: changed.length, ms: performance.now() - t0 };
  } else {
    await loadPeople(db, index);
    await loadAllAnswers(db, index);
    index.answers.trim();
    start = {
      source: "database",
      replayed: 0,
      ms: performance.now() - t0,
      ...(fromSnapshot ? { fallbackReason: fromSnapshot.reason } : {}),
    };
  }
  log(
    `matching index: ${index.size} people from the ${start.source} in ${start.ms.toFixed(0)} ms` +
      (start.source === "snapshot" ? `, ${start.replayed} replayed` : "") +
      (start.fallbackReason ? ` (snapshot not used: ${start.fallbackReason})` : ""),
  );

  let freshAt = Date.now();
  const saveSnapshot = async () => {
    if (!options.snapshotPath || options.writeSnapshot === false) return 0;
    const head = await journalHead(db);
    // Synchronous from here: the index cannot change while it is written.
    const bytes = writeSnapshot(index, options.snapshotPath, { ...head, takenAt: Date.now() });
    freshAt = Date.now();
    await pruneJournal(db);
    return bytes;
  };
  const timer =
    options.snapshotPath && options.snapshotEveryMs && options.writeSnapshot !== false
      ? setInterval(() => {
          saveSnapshot().catch((error: unknown) => log(`writing the matching snapshot failed: ${String(error)}`));
        }, options.snapshotEveryMs)
      : undefined;
  timer?.unref();

  const publish = (type: string, userId: string, extra: Record<string, unknown> = {}) =>
    bus.publish(ANSWERS_CHANNEL, { type, userId, origin, ...extra });

  return {
    get index() {
      return index;
    },
    start,
    get freshAt() {
      return freshAt;
    },
    searchCache: new SearchCache(),
    async applyAnswer(userId, questionId, response) {
      await local.answer(userId, questionId, response);
      await publish("answer", userId, { questionId, response });
    },
    async refreshPerson(userId) {
      await local.person(userId);
      await publish("person", userId);
    },
    async reloadUser(userId) {
      await local.reload(userId);
      await publish("reload", userId);
    },
    async forgetUser(userId) {
      index.removeUser(userId);
      await publish("forget", userId);
    },
    saveSnapshot,
    async close() {
      unsubscribe();
      if (timer) clearInterval(timer);
      await Promise.all(inFlight);
      try {
        await saveSnapshot();
      } catch (error) {
        log(`writing the matching snapshot failed: ${String(error)}`);
      }
    },
  };
}

type SnapshotLoad = { ok: true; index: AnswerIndex; position: number; takenAt: number } | { ok: false; reason: string };

/** The snapshot, if it is whole, recent enough and from this database. */
async function loadSnapshot(db: Db, file: string): Promise<SnapshotLoad> {
  const read = readSnapshot(file);
  if (!read.ok) return read;
  const { position, takenAt, marker } = read.info;
  if (Date.now() - takenAt > JOURNAL_RETENTION_MS) return { ok: false, reason: "older than the journal" };
  if (position === 0) return { ok: false, reason: "written before any change was journaled" };
  // The row at the position must still be there with the time it had: otherwise the journal was pruned
  // past it, or this is another (or a recreated) database.
  if ((await markerAt(db, position)) !== marker) return { ok: false, reason: "not from this database" };
  return { ok: true, index: read.index, position, takenAt };
}

const isResponse = (value: unknown): value is Response => RESPONSES.includes(value as Response);

declare module "fastify" {
  interface FastifyInstance {
    /** The same index route modules get; tests reach it here to load rows they wrote directly. */
    matchingIndex: MatchingIndex;
  }
}
