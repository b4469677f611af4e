import type { LineFlag } from "@down/common/schemas/messages";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import { MINUTE_MS } from "@down/common/time";
import { pairLockKey } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { inTurn } from "../../db/in-turn";
import type { notifications } from "../../db/schema";
import { AppError, badRequest } from "../../lib/app-error";
import { announce, bundleLockKey, bundleManyFromActorsToday } from "../notifications/notifications.service";
import { GroupCommit, isPooled, type LineLocks, type Outcome } from "./group-commit";
import { admit, flagOf, type Line, messageNotificationTitle } from "./line-rules";
import { type MessageDeps, publish, toMessage, toQuestion } from "./message-rows";
import * as repo from "./messages.repo";

/**
 * The locks a line holds while its gate is read and it is written, in the one order used everywhere: the
 * sender's (the caps count everything they wrote, to anyone), then the pair's (unmatch, block and report take
 * it too, so a line is either stored before they answer or refused), then the receiver's notification bundle
 * of this sender. Per sender and per pair, never global, so different people's chats never wait on each other
 * (docs/decisions/020-rules-that-read-then-write-take-a-lock.md). A sender's parallel lines wait their turn in
 * memory first (db/in-turn.ts), not each on a pool connection that everyone else needs too; a batch takes
 * every lock of its lines in one statement (group-commit.ts).
 */
const senderKey = (line: Line) => `chat-sender:${line.senderId}`;
const lineLocks = (line: Line): LineLocks => ({
  actor: senderKey(line),
  pair: pairLockKey(line.senderId, line.receiverId),
  note: bundleLockKey({ userId: line.receiverId, actorId: line.senderId, type: "message" }),
});

/** A line with what it says: a message's content or a question's text. */
type LineJob = Line & ({ kind: "message"; content: string } | { kind: "question"; questionText: string });

/** A line as written: its stored row (a retry's first one when `created` is false), its gate, its notification. */
type Written = ({ kind: "message"; row: repo.MessageRow } | { kind: "question"; row: repo.QuestionRow }) & {
  created: boolean;
  gate: repo.SendGate;
  note?: typeof notifications.$inferSelect;
};

const landedAs = async (tx: Tx, job: LineJob): Promise<Written["row"] | undefined> =>
  job.clientId
    ? job.kind === "message"
      ? repo.findByClientId(tx, job.senderId, job.clientId)
      : repo.findQuestionByClientId(tx, job.senderId, job.clientId)
    : undefined;

const written = (job: LineJob, row: Written["row"], rest: Omit<Written, "kind" | "row">): Written =>
  ({ kind: job.kind, row, ...rest }) as Written;

/**
 * How lines are written, the same for a message and a question, in one transaction holding every line's locks
 * (a batch, group-commit.ts; one line when alone): all the gates in one statement; per line, a retry of a line
 * that already landed returns it (even if a cap has since been reached), then the rules; then the admitted
 * messages in one insert, and their receivers' notifications in one statement, committed together (never one
 * without the other); only after the commit does anyone hear. The gate is read under the locks because it was
 * read before them once, and on PostgreSQL 200 parallel sends all passed a cap of 30 (issue 23). A batch holds
 * one line per sender, so no line's caps or notification count another of the same batch.
 */
async function writeLines(tx: Tx, deps: MessageDeps, jobs: LineJob[]): Promise<Array<Outcome<Written>>> {
  const gates = await repo.sendGates(tx, jobs, new Date(Date.now() - MINUTE_MS));
  const outcomes: Array<Outcome<Written> | undefined> = jobs.map(() => undefined);
  const admitted: Array<{ i: number; flag: LineFlag | null }> = [];
  for (const [i, job] of jobs.entries()) {
    const gate = gates[i] as repo.SendGate;
    try {
      const landed = gate.landed ? await landedAs(tx, job) : undefined;
      if (landed) {
        outcomes[i] = { ok: true, value: written(job, landed, { created: false, gate }) };
        continue;
      }
      await admit(tx, deps, job, gate);
      admitted.push({ i, flag: await flagOf(tx, job) });
    } catch (error) {
      // A rule's refusal, thrown before this line wrote anything: the others go on.
      if (!(error instanceof AppError)) throw error;
      outcomes[i] = { ok: false, error };
    }
  }
  const rows = new Map<number, Written["row"]>();
  const messagesIn = admitted.flatMap(({ i, flag }) => {
    const job = jobs[i] as LineJob;
    return job.kind === "message" ? [{ i, job, flag }] : [];
  });
  const stored = await repo.insertMessages(
    tx,
    messagesIn.map(({ job, flag }) => ({
      senderId: job.senderId,
      receiverId: job.receiverId,
      content: job.kind === "message" ? job.content : "",
      clientId: job.clientId,
      flag,
    })),
  );
  // One line per sender in a batch: the sender names the row.
  const bySender = new Map(stored.map((row) => [row.senderId, row]));
  for (const { i, job } of messagesIn) {
    const row = bySender.get(job.senderId);
    if (row) rows.set(i, row);
  }
  for (const { i, flag } of admitted) {
    const job = jobs[i] as LineJob;
    if (job.kind !== "question") continue;
    const row = await repo.insertQuestion(tx, {
      senderId: job.senderId,
      receiverId: job.receiverId,
      questionText: job.questionText,
      clientId: job.clientId,
      flag,
    });
    if (row) rows.set(i, row);
  }
  const created: Array<{ i: number; job: LineJob; row: Written["row"] }> = [];
  for (const { i } of admitted) {
    const job = jobs[i] as LineJob;
    const row = rows.get(i);
    if (row) {
      created.push({ i, job, row });
      continue;
    }
    // The sender's lock keeps two copies of one send apart, so this is a copy written outside it; the unique
    // index kept one, and that one is the line.
    const first = await landedAs(tx, job);
    if (!first) throw new Error(`${job.kind} insert returned nothing`);
    outcomes[i] = { ok: true, value: written(job, first, { created: false, gate: gates[i] as repo.SendGate }) };
  }
  const notes = await bundleManyFromActorsToday(
    tx,
    created.map(({ i, job }) => ({
      userId: job.receiverId,
      actorId: job.senderId,
      type: "message" as const,
      title: messageNotificationTitle(
        (gates[i] as repo.SendGate).senderName,
        job.kind,
        (gates[i] as repo.SendGate).unreadFromSender,
      ),
    })),
  );
  created.forEach(({ i, job, row }, k) => {
    outcomes[i] = {
      ok: true,
      value: written(job, row, { created: true, gate: gates[i] as repo.SendGate, note: notes[k] }),
    };
  });
  return outcomes.map((outcome) => {
    if (!outcome) throw new Error("a line of the batch has no outcome");
    return outcome;
  });
}

const commits = new WeakMap<Db, GroupCommit<LineJob, Written>>();

/**
 * The group commit of chat lines on this database (issue 28; docs/decisions/032-chat-lines-share-a-commit.md).
 * PostgreSQL runs several batches at once, each on its own pool connection; the embedded database runs one
 * statement at a time anyway, so one lane lets its batches grow instead of queueing transactions in PGlite.
 */
function lineCommit(deps: MessageDeps, options?: { beforeCommit?: (lines: number) => void | Promise<void> }) {
  let found = commits.get(deps.db);
  if (!found || options) {
    found = new GroupCommit<LineJob, Written>(deps.db, {
      lanes: isPooled(deps.db) ? LINE_LANES_POOLED : 1,
      maxBatch: LINE_BATCH_MAX,
      locks: lineLocks,
      write: (tx, jobs) => writeLines(tx, deps, jobs),
      ...options,
    });
    commits.set(deps.db, found);
  }
  return found;
}
/** Batches in flight at once on PostgreSQL (of its pool of 20), and lines in one batch at most. */
const LINE_LANES_POOLED = 4;
const LINE_BATCH_MAX = 64;

/** Tests: this database's lines are group-committed with a fault injected before each commit. */
export const injectLineCommitFault = (deps: MessageDeps, beforeCommit: (lines: number) => void | Promise<void>) =>
  lineCommit(deps, { beforeCommit });

/**
 * One line, written in its turn among its sender's (in memory, 429 past 50 waiting) in a group-committed batch,
 * answered once that batch has committed; then both people's open apps hear of it, each as they may see it
 * (the flag is the receiver's).
 */
export async function writeLine(deps: MessageDeps, job: LineJob): Promise<Written> {
  if (job.senderId === job.receiverId) throw badRequest("You can't message yourself");
  const line = await inTurn(senderKey(job), () => lineCommit(deps).submit(job));
  if (!line.created) return line;
  const { gate } = line;
  const events: [RealtimeEvent, RealtimeEvent] =
    line.kind === "message"
      ? [
          { type: "message", message: { ...toMessage(line.row, job.receiverId), senderName: gate.senderName } },
          { type: "message", message: { ...toMessage(line.row, job.senderId), senderName: gate.senderName } },
        ]
      : [
          { type: "custom-question", action: "asked", question: toQuestion(line.row, job.receiverId) },
          { type: "custom-question", action: "asked", question: toQuestion(line.row, job.senderId) },
        ];
  await Promise.all([publish(deps.bus, job.receiverId, events[0]), publish(deps.bus, job.senderId, events[1])]);
  if (line.note) await announce(deps.bus, [line.note]);
  return line;
}
