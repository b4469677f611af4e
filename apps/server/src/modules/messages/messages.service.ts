import { checkMessage } from "@down/common/message-check/check";
import {
  type CustomQuestion,
  type DownAnswer,
  type LineFlag,
  MESSAGES_PER_MINUTE,
  type Message,
  NEW_CONVERSATIONS_PER_DAY,
  SCAM_TIP_WINDOW,
} from "@down/common/schemas/messages";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import { DAY_MS, MINUTE_MS } from "@down/common/time";
import { pairLockKey } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { inTurn } from "../../db/in-turn";
import type { notifications } from "../../db/schema";
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  messageFlagged,
  notFound,
  tooManyRequests,
} from "../../lib/app-error";
import type { EventBus } from "../../realtime/bus";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { findRequestRow, lockPair, matchStatus } from "../matches/matches.service";
import { announce, bundleLockKey, bundleManyFromActorsToday } from "../notifications/notifications.service";
import { assertReady } from "../profiles/profiles.service";
import { GroupCommit, isPooled, type LineLocks, type Outcome } from "./group-commit";
import * as repo from "./messages.repo";

export interface MessageDeps {
  db: Db;
  bus: EventBus;
  /** Per-sender caps (config; the benchmark raises them). */
  limits?: { perMinute: number; newPerDay: number };
}

/**
 * The check's flag is for the receiver's "Does this bother you?" and safety tip; the sender never sees it,
 * so a scam ask cannot learn which words earned the tip.
 */
const flagFor = (row: { receiverId: string; flag: LineFlag | null }, viewerId: string) =>
  viewerId === row.receiverId ? row.flag : null;

export const toMessage = (row: repo.MessageRow, viewerId: string): Message => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  content: row.content,
  read: row.read,
  clientId: row.clientId,
  createdAt: row.createdAt.toISOString(),
  flag: flagFor(row, viewerId),
});

export const toQuestion = (row: repo.QuestionRow, viewerId: string): CustomQuestion => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  questionText: row.questionText,
  senderResponse: row.senderResponse,
  receiverResponse: row.receiverResponse,
  category: row.category,
  createdAt: row.createdAt.toISOString(),
  flag: flagFor(row, viewerId),
});

export const publish = (bus: EventBus, userId: string, event: RealtimeEvent) => bus.publish(userId, { ...event });

/** Both people matched and neither blocked the other; anything else is a 403 that says nothing more. */
export async function assertCanTalk(db: Db, userId: string, otherId: string) {
  if (userId === otherId) throw badRequest("You can't message yourself");
  const [status, blocked] = await Promise.all([
    matchStatus(db, userId, otherId),
    isHiddenEitherWay(db, userId, otherId),
  ]);
  if (!status.isMatched || blocked) throw forbidden("You can only message people you have matched with");
}

/** A line someone writes in a chat: a message or a custom question. Both pass the same gate. */
interface Line {
  kind: "message" | "question";
  senderId: string;
  receiverId: string;
  clientId: string | null;
  /** What was written, for the message check. */
  words: string;
  /** The sender saw "Are you sure?" and chose to send anyway. */
  confirmFlagged: boolean;
}

/**
 * The message check on a line that passed the rules (docs/product.md, "Message check"): a harmful line is
 * refused until the sender confirms it ("Are you sure?", nothing stored), and stored with its flag after;
 * a scam or off-app ask is stored, flagged for the receiver's safety tip while the conversation is young.
 * Judged after the gate, so someone who may not write here learns nothing from it.
 */
async function flagOf(tx: Tx, line: Line): Promise<LineFlag | null> {
  const check = checkMessage(line.words);
  if (check.verdict === "harmful") {
    if (!line.confirmFlagged) throw messageFlagged(check.flagged);
    return "harmful";
  }
  if (check.verdict === "scam") {
    const young = (await repo.linesBetween(tx, line.senderId, line.receiverId, SCAM_TIP_WINDOW)) < SCAM_TIP_WINDOW;
    return young ? "scam" : null;
  }
  return null;
}

/**
 * The rules every line passes, judged on the gate read in one round trip: matched and not blocked, a
 * finished profile, and the per-sender caps, which messages and questions share (a question is a line
 * in the same chat, so it must not be a way around them).
 */
async function admit(tx: Tx, deps: MessageDeps, line: Line, gate: repo.SendGate) {
  const limits = deps.limits ?? { perMinute: MESSAGES_PER_MINUTE, newPerDay: NEW_CONVERSATIONS_PER_DAY };
  // The same rule as assertCanTalk, read in the one round trip of the gate.
  if (!gate.matched || gate.blocked) throw forbidden("You can only message people you have matched with");
  assertReady({ name: gate.senderName, age: gate.senderAge });
  if (gate.sentSince >= limits.perMinute) {
    throw tooManyRequests(`You can send ${limits.perMinute} messages a minute. Please wait a moment.`);
  }
  if (
    !gate.talked &&
    (await repo.unansweredOpenedSince(tx, line.senderId, new Date(Date.now() - DAY_MS))) >= limits.newPerDay
  ) {
    throw tooManyRequests(
      `You have started ${limits.newPerDay} conversations today that haven't had a reply yet. Please try again tomorrow.`,
    );
  }
}

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

/**
 * The receiver's 'message' notification: one per sender a day, counting what they have not read yet, so a
 * chatty evening is one card ("Ana sent you 4 messages"), not forty.
 */
export function messageNotificationTitle(senderName: string | null, kind: Line["kind"], unreadBefore: number) {
  const name = senderName ?? "Your match";
  if (kind === "question" && unreadBefore === 0) return `${name} asked you a question`;
  const count = unreadBefore + 1;
  return count === 1 ? `${name} sent you a message` : `${name} sent you ${count} messages`;
}

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
async function writeLine(deps: MessageDeps, job: LineJob): Promise<Written> {
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

export async function sendMessage(
  deps: MessageDeps,
  body: {
    senderId: string;
    receiverId: string;
    content: string;
    clientId?: string | undefined;
    confirmFlagged?: boolean | undefined;
  },
): Promise<{ message: Message; created: boolean }> {
  const line = await writeLine(deps, {
    kind: "message",
    senderId: body.senderId,
    receiverId: body.receiverId,
    clientId: body.clientId ?? null,
    words: body.content,
    content: body.content,
    confirmFlagged: body.confirmFlagged === true,
  });
  if (line.kind !== "message") throw new Error("a message was written as a question");
  return { message: toMessage(line.row, body.senderId), created: line.created };
}

export async function askQuestion(
  deps: MessageDeps,
  body: {
    senderId: string;
    receiverId: string;
    questionText: string;
    clientId?: string | undefined;
    confirmFlagged?: boolean | undefined;
  },
): Promise<{ question: CustomQuestion; created: boolean }> {
  const line = await writeLine(deps, {
    kind: "question",
    senderId: body.senderId,
    receiverId: body.receiverId,
    clientId: body.clientId ?? null,
    words: body.questionText,
    questionText: body.questionText,
    confirmFlagged: body.confirmFlagged === true,
  });
  if (line.kind !== "question") throw new Error("a question was written as a message");
  return { question: toQuestion(line.row, body.senderId), created: line.created };
}

/**
 * The message a report attaches ("Does this bother you?"): only one `reporterId` received from
 * `reportedId`. Anything else is not found, saying nothing of whose message an id is.
 */
export async function receivedMessage(db: Db, messageId: string, reporterId: string, reportedId: string) {
  const row = await repo.findMessage(db, messageId);
  if (!row || row.receiverId !== reporterId || row.senderId !== reportedId) throw notFound("Message not found");
  return { id: row.id, content: row.content };
}

export async function answerQuestion(deps: MessageDeps, id: string, userId: string, response: DownAnswer) {
  const row = await repo.findQuestion(deps.db, id);
  // Someone outside the pair learns nothing, not even that the question exists.
  if (!row || (row.senderId !== userId && row.receiverId !== userId)) throw notFound("Question not found");
  const otherId = row.senderId === userId ? row.receiverId : row.senderId;
  const side = row.senderId === userId ? "sender" : "receiver";
  // Checked and written under the pair's lock, like a line: no answer lands after an unmatch or block has answered.
  const updated = await deps.db.transaction(async (tx) => {
    await lockPair(tx, userId, otherId);
    const match = await findRequestRow(tx, userId, otherId);
    if (match?.status !== "matched" || (await isHiddenEitherWay(tx, userId, otherId))) {
      throw forbidden("You can only message people you have matched with");
    }
    return repo.answerQuestion(tx, id, side, response);
  });
  if (!updated) throw conflict("You have already answered this question");
  const question = toQuestion(updated, userId);
  const answered = (viewerId: string): RealtimeEvent => ({
    type: "custom-question",
    action: "answered",
    question: toQuestion(updated, viewerId),
  });
  await Promise.all([publish(deps.bus, otherId, answered(otherId)), publish(deps.bus, userId, answered(userId))]);
  return question;
}

/**
 * How far before a returning socket's `after` the replay reaches back: a line's time is taken when it is
 * written, and it is heard only once its batch commits (group-commit.ts), so a line written just before the
 * last one a socket heard may commit, and be published, after it; the client drops what it already has by id.
 */
export const REPLAY_MARGIN_MS = 10_000;
/** At most this many lines are replayed; a client away longer refetches what it shows (it does on every return). */
export const REPLAY_MAX = 500;

/** The message events a socket that comes back missed since `after` (live socket, issue 28), oldest first. */
export async function messagesAfter(
  db: Db,
  me: string,
  after: string,
): Promise<Array<Extract<RealtimeEvent, { type: "message" }>>> {
  const since = new Date(Date.parse(after) - REPLAY_MARGIN_MS).toISOString();
  const rows = await repo.messagesSince(db, me, since, REPLAY_MAX);
  return rows.map(({ row, senderName }) => ({ type: "message", message: { ...toMessage(row, me), senderName } }));
}
