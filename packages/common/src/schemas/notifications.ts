import { z } from "../zod";
import { epochIdCursorSchema } from "./cursors";
import { pageSize } from "./text";

export const NOTIFICATION_TYPES = [
  "match",
  "match-request",
  "view",
  "message",
  "system",
  "invite",
  "date",
  "review",
  /** An alert to a moderator (a report to check now); it leads to the queue (decision 019). */
  "moderation",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATIONS_PAGE_MAX = 50;

/** Keyset paging, newest first: the cursor names the last row shown ("{epoch ms}.{id}"). */
export const notificationsQuerySchema = z.strictObject({
  // Out-of-range sizes are clamped rather than refused, like every list.
  limit: pageSize(20, NOTIFICATIONS_PAGE_MAX),
  cursor: epochIdCursorSchema.optional(),
});

export const notificationIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Invalid notification id" }) });

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Who caused it (a match, a request, a message); null for bundled views and system notes. */
  actorId: z.uuid().nullable(),
  actor: z.object({ name: z.string().nullable(), photo: z.string().nullable() }).nullable(),
  title: z.string(),
  body: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });

/** POST /api/notifications/read-all: how many were unread and are now read. */
export const markAllReadResultSchema = z.object({ ok: z.literal(true), marked: z.number().int() });
