import type { CustomQuestion, DownAnswer, Message } from "@down/common/schemas/messages";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import type { Db } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../lib/app-error";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { findRequestRow, lockPair, matchStatus } from "../matches/matches.service";
import { writeLine } from "./line-writes";
import { type MessageDeps, publish, toMessage, toQuestion } from "./message-rows";
import * as repo from "./messages.repo";

export { messageNotificationTitle } from "./line-rules";
export { injectLineCommitFault } from "./line-writes";
export { type MessageDeps, publish, toMessage, toQuestion } from "./message-rows";

/** Both people matched and neither blocked the other; anything else is a 403 that says nothing more. */
export async function assertCanTalk(db: Db, userId: string, otherId: string) {
  if (userId === otherId) throw badRequest("You can't message yourself");
  const [status, blocked] = await Promise.all([
    matchStatus(db, userId, otherId),
    isHiddenEitherWay(db, userId, otherId),
  ]);
  if (!status.isMatched || blocked) throw forbidden("You can only message people you have matched with");
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
