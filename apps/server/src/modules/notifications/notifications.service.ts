import type { Db, Tx } from "../../db/client";
import { notifications } from "../../db/schema";
import type { EventBus } from "../../realtime/bus";

export type NotificationType = (typeof notifications.$inferInsert)["type"];

export interface NewNotification {
  userId: string;
  type: NotificationType;
  actorId?: string;
  title: string;
  body?: string;
}

/** Written inside the caller's transaction; announced on the bus only after it commits. */
export async function addNotifications(tx: Tx | Db, items: NewNotification[]) {
  if (items.length === 0) return [];
  return tx.insert(notifications).values(items).returning();
}

export async function announce(bus: EventBus, rows: Array<typeof notifications.$inferSelect>) {
  for (const row of rows) await bus.publish(row.userId, { type: "notification", notification: row });
}
