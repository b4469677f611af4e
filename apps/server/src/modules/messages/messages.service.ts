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
import type { Db, Tx } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { badRequest, conflict, forbidden, messageFlagged, notFound, tooManyRequests } from "../../lib/app-error";
import type { EventBus } from "../../realtime/bus";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { findRequestRow, lockPair, matchStatus } from "../matches/matches.service";
import { announce, bundleFromActorToday } from "../notifications/notifications.service";
import { assertReady } from "../profiles/profiles.service";
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

const gateFor = (tx: Tx, line: Line) => repo.sendGate(tx, line, new Date(Date.now() - MINUTE_MS));

/**
 * The locks a line takes before its gate is read, in the one order used everywhere: the sender's (the caps
 * count everything they wrote, to anyone), then the pair's (unmatch, block and report take it too, so a line
 * is either stored before they answer or refused). Per sender and per pair, never global, so different
 * people's chats never wait on each other (docs/decisions/020-rules-that-read-then-write-take-a-lock.md).
 * The sender's lock is taken by `transactionInTurn`, so a sender's parallel lines wait for it in memory, not
 * each on a pool connection that everyone else needs too.
 */
const senderKey = (line: Line) => `chat-sender:${line.senderId}`;
const lockLine = (tx: Tx, line: Line) => lockPair(tx, line.senderId, line.receiverId);

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

const notifyReceiver = (tx: Tx, line: Line, gate: repo.SendGate) =>
  bundleFromActorToday(tx, {
    userId: line.receiverId,
    actorId: line.senderId,
    type: "message",
    title: messageNotificationTitle(gate.senderName, line.kind, gate.unreadFromSender),
  });

/**
 * How a line is written, the same for a message and a question, in one transaction under the line's locks:
 * the gate, then a retry of a line that already landed returns it (even if a cap has since been reached),
 * then the rules, then the line and the receiver's notification commit together (never one without the
 * other), and only then does anyone hear. The gate is read under the locks because it was read before them
 * once, and on PostgreSQL 200 parallel sends all passed a cap of 30 (issue 23).
 */
async function writeLine<Row, Item>(
  deps: MessageDeps,
  line: Line,
  steps: {
    findByClientId: (tx: Tx, senderId: string, clientId: string) => Promise<Row | undefined>;
    insert: (tx: Tx, flag: LineFlag | null) => Promise<Row | undefined>;
    toItem: (row: Row, viewerId: string) => Item;
    event: (item: Item, gate: repo.SendGate) => RealtimeEvent;
  },
): Promise<{ item: Item; created: boolean }> {
  const { clientId } = line;
  if (line.senderId === line.receiverId) throw badRequest("You can't message yourself");
  const written = await transactionInTurn(deps.db, senderKey(line), async (tx) => {
    await lockLine(tx, line);
    // Everything a send is judged on, in one round trip: a send is the locks, this statement, then the insert.
    const gate = await gateFor(tx, line);
    const landed = gate.landed && clientId ? await steps.findByClientId(tx, line.senderId, clientId) : undefined;
    if (landed) return { row: landed, created: false, gate } as const;
    await admit(tx, deps, line, gate);
    const inserted = await steps.insert(tx, await flagOf(tx, line));
    if (!inserted) {
      // The sender's lock keeps two copies of one send apart, so this is a copy written outside it; the
      // unique index kept one, and that one is the line.
      const first = clientId ? await steps.findByClientId(tx, line.senderId, clientId) : undefined;
      if (!first) throw new Error(`${line.kind} insert returned nothing`);
      return { row: first, created: false, gate } as const;
    }
    return { row: inserted, created: true, gate, note: await notifyReceiver(tx, line, gate) } as const;
  });
  const item = steps.toItem(written.row, line.senderId);
  if (!written.created) return { item, created: false };
  const { gate } = written;
  // Committed: now both people's open apps hear of it, each as they may see it (the flag is the receiver's).
  const toReceiver = steps.event(steps.toItem(written.row, line.receiverId), gate);
  await Promise.all([
    publish(deps.bus, line.receiverId, toReceiver),
    publish(deps.bus, line.senderId, steps.event(item, gate)),
  ]);
  if (written.note) await announce(deps.bus, [written.note]);
  return { item, created: true };
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
  const clientId = body.clientId ?? null;
  const { item, created } = await writeLine(
    deps,
    {
      kind: "message",
      senderId: body.senderId,
      receiverId: body.receiverId,
      clientId,
      words: body.content,
      confirmFlagged: body.confirmFlagged === true,
    },
    {
      findByClientId: repo.findByClientId,
      insert: (tx, flag) =>
        repo.insertMessage(tx, {
          senderId: body.senderId,
          receiverId: body.receiverId,
          content: body.content,
          clientId,
          flag,
        }),
      toItem: toMessage,
      event: (message, gate) => ({ type: "message", message: { ...message, senderName: gate.senderName } }),
    },
  );
  return { message: item, created };
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
  const clientId = body.clientId ?? null;
  const { item, created } = await writeLine(
    deps,
    {
      kind: "question",
      senderId: body.senderId,
      receiverId: body.receiverId,
      clientId,
      words: body.questionText,
      confirmFlagged: body.confirmFlagged === true,
    },
    {
      findByClientId: repo.findQuestionByClientId,
      insert: (tx, flag) =>
        repo.insertQuestion(tx, {
          senderId: body.senderId,
          receiverId: body.receiverId,
          questionText: body.questionText,
          clientId,
          flag,
        }),
      toItem: toQuestion,
      event: (question) => ({ type: "custom-question", action: "asked", question }),
    },
  );
  return { question: item, created };
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
