import {
  type Conversation,
  type ConversationsPage,
  type CustomQuestion,
  type CustomQuestionsPage,
  type DownAnswer,
  MESSAGES_PER_MINUTE,
  type Message,
  type MessagesPage,
  NEW_CONVERSATIONS_PER_DAY,
} from "@down/common/schemas/messages";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import type { Db } from "../../db/client";
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from "../../lib/app-error";
import type { EventBus } from "../../realtime/bus";
import { isBlockedEitherWay, matchStatus } from "../matches/matches.service";
import { assertProfileReady, assertReady } from "../profiles/profiles.service";
import * as repo from "./messages.repo";

export interface MessageDeps {
  db: Db;
  bus: EventBus;
  /** Per-sender caps (config; the benchmark raises them). */
  limits?: { perMinute: number; newPerDay: number };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const toMessage = (row: repo.MessageRow): Message => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  content: row.content,
  read: row.read,
  clientId: row.clientId,
  createdAt: row.createdAt.toISOString(),
});

export const toQuestion = (row: repo.QuestionRow): CustomQuestion => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  questionText: row.questionText,
  senderResponse: row.senderResponse,
  receiverResponse: row.receiverResponse,
  category: row.category,
  createdAt: row.createdAt.toISOString(),
});

const publish = (bus: EventBus, userId: string, event: RealtimeEvent) => bus.publish(userId, { ...event });

/** Both people matched and neither blocked the other; anything else is a 403 that says nothing more. */
export async function assertCanTalk(db: Db, userId: string, otherId: string) {
  if (userId === otherId) throw badRequest("You can't message yourself");
  const [status, blocked] = await Promise.all([
    matchStatus(db, userId, otherId),
    isBlockedEitherWay(db, userId, otherId),
  ]);
  if (!status.isMatched || blocked) throw forbidden("You can only message people you have matched with");
}

export async function sendMessage(
  deps: MessageDeps,
  body: { senderId: string; receiverId: string; content: string; clientId?: string | undefined },
): Promise<{ message: Message; created: boolean }> {
  const { db } = deps;
  const clientId = body.clientId ?? null;
  if (body.senderId === body.receiverId) throw badRequest("You can't message yourself");
  const limits = deps.limits ?? { perMinute: MESSAGES_PER_MINUTE, newPerDay: NEW_CONVERSATIONS_PER_DAY };
  // Everything a send is judged on, in one round trip: a send is this statement, then the insert.
  const gate = await repo.sendGate(db, body.senderId, body.receiverId, new Date(Date.now() - MINUTE_MS), clientId);
  // A retry of a send that already landed returns it, even if a cap has since been reached.
  if (gate.landed && clientId) {
    const existing = await repo.findByClientId(db, body.senderId, clientId);
    if (existing) return { message: toMessage(existing), created: false };
  }
  // The same rule as assertCanTalk, read in the one round trip above.
  if (!gate.matched || gate.blocked) throw forbidden("You can only message people you have matched with");
  assertReady({ name: gate.senderName, age: gate.senderAge });
  if (gate.sentSince >= limits.perMinute) {
    throw tooManyRequests(`You can send ${limits.perMinute} messages a minute. Please wait a moment.`);
  }
  if (
    !gate.talked &&
    (await repo.unansweredOpenedSince(db, body.senderId, new Date(Date.now() - DAY_MS))) >= limits.newPerDay
  ) {
    throw tooManyRequests(
      `You have started ${limits.newPerDay} conversations today that haven't had a reply yet. Please try again tomorrow.`,
    );
  }
  const inserted = await repo.insertMessage(db, {
    senderId: body.senderId,
    receiverId: body.receiverId,
    content: body.content,
    clientId,
  });
  if (!inserted) {
    // Two copies of one send raced; the other one won and is the message.
    const first = clientId ? await repo.findByClientId(db, body.senderId, clientId) : undefined;
    if (!first) throw new Error("message insert returned nothing");
    return { message: toMessage(first), created: false };
  }
  const message = toMessage(inserted);
  // Committed (a single-row insert): now both people's open apps hear of it.
  const event: RealtimeEvent = { type: "message", message: { ...message, senderName: gate.senderName } };
  await Promise.all([publish(deps.bus, body.receiverId, event), publish(deps.bus, body.senderId, event)]);
  return { message, created: true };
}

const pageOut = <T extends { createdAt: Date; id: string }, U>(rows: T[], limit: number, map: (row: T) => U) => {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    // Oldest to newest within the page, the order a chat reads.
    items: page.reverse().map(map),
    nextCursor: more && last ? repo.encodeCursor(last.createdAt, last.id) : null,
  };
};

export async function history(db: Db, userId: string, otherId: string, limit: number, cursor?: string) {
  await assertCanTalk(db, userId, otherId);
  const rows = await repo.pageOfMessages(db, userId, otherId, limit, repo.decodeCursor(cursor));
  return pageOut(rows, limit, toMessage) satisfies MessagesPage;
}

export async function questionsBetween(db: Db, userId: string, otherId: string, limit: number, cursor?: string) {
  await assertCanTalk(db, userId, otherId);
  const rows = await repo.pageOfQuestions(db, userId, otherId, limit, repo.decodeCursor(cursor));
  return pageOut(rows, limit, toQuestion) satisfies CustomQuestionsPage;
}

/** Opening a chat reads it: the other person's open app shows 'Seen'. */
export async function markRead(deps: MessageDeps, readerId: string, otherId: string) {
  await assertCanTalk(deps.db, readerId, otherId);
  const changed = await repo.markRead(deps.db, readerId, otherId);
  if (changed > 0) {
    const event: RealtimeEvent = { type: "message-read", readerId, otherId, at: new Date().toISOString() };
    await Promise.all([publish(deps.bus, otherId, event), publish(deps.bus, readerId, event)]);
  }
  return { ok: true as const, marked: changed };
}

export async function listConversations(db: Db, userId: string, limit: number, cursor?: string) {
  const rows = await repo.conversations(db, userId, limit, repo.decodeCursor(cursor));
  const more = rows.length > limit;
  const items: Conversation[] = rows.slice(0, limit).map((r) => ({
    otherId: r.other_id,
    name: r.name,
    photo: r.photo,
    matchedAt: r.matched_at ? new Date(r.matched_at).toISOString() : null,
    last:
      r.last_kind && r.last_at && r.last_sender !== null
        ? {
            kind: r.last_kind,
            text: r.last_text ?? "",
            senderId: r.last_sender,
            createdAt: new Date(r.last_at).toISOString(),
          }
        : null,
    unread: Number(r.unread),
    activityAt: new Date(r.activity_at).toISOString(),
  }));
  const last = items.at(-1);
  return {
    items,
    nextCursor: more && last ? repo.encodeCursor(new Date(last.activityAt), last.otherId) : null,
  } satisfies ConversationsPage;
}

export const unreadCount = async (db: Db, userId: string) => ({ count: await repo.unreadTotal(db, userId) });

export async function askQuestion(
  deps: MessageDeps,
  body: { senderId: string; receiverId: string; questionText: string; clientId?: string | undefined },
) {
  await assertCanTalk(deps.db, body.senderId, body.receiverId);
  await assertProfileReady(deps.db, body.senderId);
  const limits = deps.limits ?? { perMinute: MESSAGES_PER_MINUTE, newPerDay: NEW_CONVERSATIONS_PER_DAY };
  // Questions share the per-minute cap with messages: both are lines in the same chat.
  if ((await repo.sentSince(deps.db, body.senderId, new Date(Date.now() - MINUTE_MS))) >= limits.perMinute) {
    throw tooManyRequests(`You can send ${limits.perMinute} messages a minute. Please wait a moment.`);
  }
  const row = await repo.insertQuestion(deps.db, {
    senderId: body.senderId,
    receiverId: body.receiverId,
    questionText: body.questionText,
    clientId: body.clientId ?? null,
  });
  const question = toQuestion(row);
  const event: RealtimeEvent = { type: "custom-question", action: "asked", question };
  await Promise.all([publish(deps.bus, body.receiverId, event), publish(deps.bus, body.senderId, event)]);
  return question;
}

export async function answerQuestion(deps: MessageDeps, id: string, userId: string, response: DownAnswer) {
  const row = await repo.findQuestion(deps.db, id);
  // Someone outside the pair learns nothing, not even that the question exists.
  if (!row || (row.senderId !== userId && row.receiverId !== userId)) throw notFound("Question not found");
  const otherId = row.senderId === userId ? row.receiverId : row.senderId;
  await assertCanTalk(deps.db, userId, otherId);
  const side = row.senderId === userId ? "sender" : "receiver";
  const updated = await repo.answerQuestion(deps.db, id, side, response);
  if (!updated) throw conflict("You have already answered this question");
  const question = toQuestion(updated);
  const event: RealtimeEvent = { type: "custom-question", action: "answered", question };
  await Promise.all([publish(deps.bus, otherId, event), publish(deps.bus, userId, event)]);
  return question;
}
