import type { NotificationItem, NotificationsPage } from "@down/common/schemas/notifications";
import { DAY_MS } from "@down/common/time";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { notifications } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import type { EventBus } from "../../realtime/bus";
import { notHiddenEitherWay } from "../blocks/blocks.service";
import * as repo from "./notifications.repo";

export type NotificationType = (typeof notifications.$inferInsert)["type"];

export interface NewNotification {
  userId: string;
  type: NotificationType;
  actorId?: string;
  title: string;
  body?: string;
}

/**
 * Written inside the caller's transaction; announced on the bus only after it commits. One person's
 * repeated cause (request → unmatch → request …) is coalesced: the same notification from the same person
 * at most once a day.
 */
export async function addNotifications(tx: Tx | Db, items: NewNotification[]) {
  const dayAgo = new Date(Date.now() - DAY_MS);
  const fresh: NewNotification[] = [];
  for (const item of items) {
    const { actorId } = item;
    if (actorId && (await repo.existsFromActorSince(tx, { ...item, actorId }, dayAgo))) continue;
    fresh.push(item);
  }
  if (fresh.length === 0) return [];
  return tx.insert(notifications).values(fresh).returning();
}

export async function announce(bus: EventBus, rows: Array<typeof notifications.$inferSelect>) {
  for (const row of rows) await bus.publish(row.userId, { type: "notification", notification: row });
}

const startOfUtcDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * One notification a day per person and type, reworded as more arrive ("3 people viewed your profile
 * today") rather than one per event. Call inside the caller's transaction, holding a lock on the person.
 */
export async function bundleToday(tx: Tx, userId: string, type: NotificationType, title: string) {
  const today = await repo.findSince(tx, userId, type, startOfUtcDay());
  if (today) return repo.refreshBundle(tx, today.id, title);
  const [row] = await addNotifications(tx, [{ userId, type, title }]);
  return row;
}

/**
 * One notification a day per person, actor and type ("Ana sent you 3 messages"), reworded and brought back
 * to the top unread as more arrive, rather than one per message. Call inside the caller's transaction; it
 * holds the lock that keeps two sends at once from both writing the day's first.
 */
export async function bundleFromActorToday(
  tx: Tx,
  note: { userId: string; actorId: string; type: NotificationType; title: string },
) {
  await lockUntilCommit(tx, bundleLockKey(note));
  const refreshed = await repo.refreshFromActorSince(tx, note, startOfUtcDay());
  if (refreshed) return refreshed;
  // Not addNotifications: its 24-hour "same words" rule would swallow today's first after yesterday's.
  const [row] = await tx.insert(notifications).values(note).returning();
  return row;
}

/** The lock a person's bundle of one actor's notifications of one type is written under. */
export const bundleLockKey = (note: { userId: string; actorId: string; type: NotificationType }) =>
  `notification-bundle:${note.userId}:${note.actorId}:${note.type}`;

/**
 * bundleFromActorToday for several notes at once, at most one per person, actor and type (a group-committed
 * batch of chat lines, modules/messages/group-commit.ts): one statement. The caller already holds each note's
 * bundleLockKey, taken with the batch's other locks in one statement.
 */
export const bundleManyFromActorsToday = (
  tx: Tx,
  notes: ReadonlyArray<{ userId: string; actorId: string; type: NotificationType; title: string }>,
) => repo.bundleManyFromActorsSince(tx, notes, startOfUtcDay());

/** The person has seen what `actorId` caused (opening a chat reads that person's message notifications). */
export const markReadFromActor = (db: Tx | Db, userId: string, actorId: string, type: NotificationType) =>
  repo.markReadFromActor(db, userId, actorId, type);

const encodeCursor = (row: { createdAt: Date; id: string }) => `${row.createdAt.getTime()}.${row.id}`;
function decodeCursor(cursor: string | undefined): repo.PageCursor | undefined {
  if (!cursor) return undefined;
  const dot = cursor.indexOf(".");
  return { createdAt: new Date(Number(cursor.slice(0, dot))), id: cursor.slice(dot + 1) };
}

/** Blocked people see nothing of each other, including what they did before the block. */
const visibleTo = (userId: string) => notHiddenEitherWay(userId, notifications.actorId);

export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
  cursor: string | undefined,
): Promise<NotificationsPage> {
  // One extra row says whether there is a next page.
  const rows = await repo.listPage(db, userId, visibleTo(userId), limit + 1, decodeCursor(cursor));
  const page = rows.slice(0, limit);
  const items: NotificationItem[] = page.map((r) => ({
    id: r.id,
    type: r.type,
    actorId: r.actorId,
    actor: r.actorId ? { name: r.actorName, photo: r.actorPhoto } : null,
    title: r.title,
    body: r.body,
    read: r.read,
    createdAt: r.createdAt.toISOString(),
  }));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export const unreadCount = async (db: Db, userId: string) => ({
  count: await repo.countUnread(db, userId, visibleTo(userId)),
});

/** Another user's notification is as absent as one that never existed. */
export async function markRead(db: Db, userId: string, id: string) {
  if (!(await repo.markRead(db, userId, id))) throw notFound("Notification not found");
  return { ok: true as const };
}

export const markAllRead = async (db: Db, userId: string) => ({
  ok: true as const,
  marked: await repo.markAllRead(db, userId),
});
