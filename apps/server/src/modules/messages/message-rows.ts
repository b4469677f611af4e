import type { CustomQuestion, LineFlag, Message } from "@down/common/schemas/messages";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import type { Db } from "../../db/client";
import type { EventBus } from "../../realtime/bus";
import type * as repo from "./messages.repo";

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
