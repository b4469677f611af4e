import type { Conversation, ConversationsPage, CustomQuestionsPage, MessagesPage } from "@down/common/schemas/messages";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/app-error";
import { markReadFromActor } from "../notifications/notifications.service";
import * as conversationsRepo from "./conversations.repo";
import * as repo from "./messages.repo";
import { assertCanTalk, type MessageDeps, publish, toMessage, toQuestion } from "./messages.service";

/*
 * Reading what two people said: a chat's pages, the conversations list, what is unread, and marking a chat
 * read. messages.service.ts holds what writes a line.
 */

/** `cursorSchema` checked the shape; a well-formed but impossible time (Feb 30) is refused here, not by SQL. */
export function decodeCursor(cursor: string | undefined): repo.Cursor | null {
  if (!cursor) return null;
  const split = cursor.lastIndexOf("_");
  const at = cursor.slice(0, split);
  const ms = Date.parse(at);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== at.slice(0, 19)) {
    throw badRequest("Invalid cursor");
  }
  return { at, id: cursor.slice(split + 1) };
}
const encodeCursor = (at: string, id: string) => `${at}_${id}`;

const pageOut = <T extends { cursorAt: string; id: string }, U>(rows: T[], limit: number, map: (row: T) => U) => {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    // Oldest to newest within the page, the order a chat reads.
    items: page.reverse().map(map),
    nextCursor: more && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
};

export async function history(db: Db, userId: string, otherId: string, limit: number, cursor?: string) {
  await assertCanTalk(db, userId, otherId);
  const rows = await repo.pageOfMessages(db, userId, otherId, limit, decodeCursor(cursor));
  return pageOut(rows, limit, (row) => toMessage(row, userId)) satisfies MessagesPage;
}

export async function questionsBetween(db: Db, userId: string, otherId: string, limit: number, cursor?: string) {
  await assertCanTalk(db, userId, otherId);
  const rows = await repo.pageOfQuestions(db, userId, otherId, limit, decodeCursor(cursor));
  return pageOut(rows, limit, (row) => toQuestion(row, userId)) satisfies CustomQuestionsPage;
}

/**
 * Opening a chat reads it: the other person's open app shows 'Seen', and that person's message
 * notifications are read too (the chat is what they announced).
 */
export async function markRead(deps: MessageDeps, readerId: string, otherId: string) {
  await assertCanTalk(deps.db, readerId, otherId);
  const { changed, notes } = await deps.db.transaction(async (tx) => {
    const changed = await repo.markRead(tx, readerId, otherId);
    return { changed, notes: await markReadFromActor(tx, readerId, otherId, "message") };
  });
  const event: RealtimeEvent = { type: "message-read", readerId, otherId, at: new Date().toISOString() };
  if (changed > 0) {
    await Promise.all([publish(deps.bus, otherId, event), publish(deps.bus, readerId, event)]);
  } else if (notes > 0) {
    // Nothing new for 'Seen' (only a question was waiting); the reader's own apps still clear the bell.
    await publish(deps.bus, readerId, event);
  }
  return { ok: true as const, marked: changed };
}

export async function listConversations(db: Db, userId: string, limit: number, cursor?: string) {
  const rows = await conversationsRepo.conversations(db, userId, limit, decodeCursor(cursor));
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const items: Conversation[] = shown.map((r) => ({
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
  const last = shown.at(-1);
  return {
    items,
    nextCursor: more && last ? encodeCursor(last.activity_cursor, last.other_id) : null,
  } satisfies ConversationsPage;
}

export const unreadCount = async (db: Db, userId: string) => ({
  count: await conversationsRepo.unreadTotal(db, userId),
});
