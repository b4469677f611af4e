import { and, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notifications, profiles } from "../../db/schema";

export type NotificationRow = typeof notifications.$inferSelect;

export interface PageCursor {
  createdAt: Date;
  id: string;
}

/** Newest first, each with the actor's name and first photo; `visible` filters actors (blocks). */
export async function listPage(db: Db, userId: string, visible: SQL, limit: number, after?: PageCursor) {
  // The cursor's time is a JavaScript Date (milliseconds) and the column keeps microseconds: page and order at
  // the cursor's precision, so rows within one millisecond are neither skipped nor repeated.
  const shownAt = sql`date_trunc('milliseconds', ${notifications.createdAt})`;
  const afterCursor = after
    ? sql`(${shownAt}, ${notifications.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      actorId: notifications.actorId,
      actorName: profiles.name,
      actorPhoto: sql<string | null>`${profiles.photos}[1]`,
      title: notifications.title,
      body: notifications.body,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.userId, notifications.actorId))
    .where(and(eq(notifications.userId, userId), visible, afterCursor))
    .orderBy(sql`${shownAt} desc`, desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string, visible: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false), visible));
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's notification of `type` written since `since` (the day's bundle), if any. */
export async function findSince(tx: Tx, userId: string, type: NotificationRow["type"], since: Date) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type), gte(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row;
}

/** Rewords a bundle and brings it back to the top, unread. */
export async function refreshBundle(tx: Tx, id: string, title: string) {
  const [row] = await tx
    .update(notifications)
    .set({ title, read: false, createdAt: new Date() })
    .where(eq(notifications.id, id))
    .returning();
  return row;
}

/** The user's notifications of `type` that `actorId` caused. */
const fromActor = (userId: string, actorId: string, type: NotificationRow["type"]) =>
  and(eq(notifications.userId, userId), eq(notifications.actorId, actorId), eq(notifications.type, type));

/** Whether `actorId` already caused this very notification (type and words) for the user since `since`. */
export async function existsFromActorSince(
  tx: Tx | Db,
  note: { userId: string; actorId: string; type: NotificationRow["type"]; title: string },
  since: Date,
): Promise<boolean> {
  const { userId, actorId, type, title } = note;
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(fromActor(userId, actorId, type), eq(notifications.title, title), gte(notifications.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * Rewords the user's newest notification of `type` from `actorId` written since `since` and brings it back
 * to the top, unread; undefined when there is none (the caller writes the day's first).
 */
export async function refreshFromActorSince(
  tx: Tx,
  note: { userId: string; actorId: string; type: NotificationRow["type"]; title: string },
  since: Date,
) {
  const { userId, actorId, type, title } = note;
  const newest = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(fromActor(userId, actorId, type), gte(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  const [row] = await tx
    .update(notifications)
    .set({ title, read: false, createdAt: sql`now()` })
    .where(inArray(notifications.id, newest))
    .returning();
  return row;
}

/** Marks the user's unread notifications of `type` caused by `actorId` read; returns how many changed. */
export async function markReadFromActor(
  db: Tx | Db,
  userId: string,
  actorId: string,
  type: NotificationRow["type"],
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(fromActor(userId, actorId, type), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * refreshFromActorSince, or the insert when there is none since `since`, for several notes at once (one per
 * person and actor; a group-committed batch of chat lines): one statement, the notes' rows in their order.
 */
export async function bundleManyFromActorsSince(
  tx: Tx,
  notes: ReadonlyArray<{ userId: string; actorId: string; type: NotificationRow["type"]; title: string }>,
  since: Date,
): Promise<NotificationRow[]> {
  if (notes.length === 0) return [];
  const input = sql.join(
    notes.map((n, i) => sql`(${i}::int, ${n.userId}::uuid, ${n.actorId}::uuid, ${n.type}::text, ${n.title}::text)`),
    sql`, `,
  );
  const { rows } = (await tx.execute(sql`
    with input(n, user_id, actor_id, type, title) as (values ${input}),
    newest as (
      select distinct on (i.n) i.n, x.id from input i
      join ${notifications} x on x.user_id = i.user_id and x.actor_id = i.actor_id and x.type = i.type
        and x.created_at >= ${since.toISOString()}::timestamptz
      order by i.n, x.created_at desc
    ),
    updated as (
      update ${notifications} x set title = i.title, read = false, created_at = now()
      from newest w join input i on i.n = w.n
      where x.id = w.id
      returning w.n, x.id, x.user_id, x.type, x.actor_id, x.title, x.body, x.read, x.created_at
    ),
    inserted as (
      insert into ${notifications} (user_id, actor_id, type, title)
      select i.user_id, i.actor_id, i.type, i.title from input i where i.n not in (select n from newest)
      returning id, user_id, type, actor_id, title, body, read, created_at
    )
    select * from updated
    union all
    select i.n, x.* from inserted x join input i on i.user_id = x.user_id and i.actor_id = x.actor_id and i.type = x.type
    order by n`)) as unknown as {
    rows: Array<{
      n: number;
      id: string;
      user_id: string;
      type: NotificationRow["type"];
      actor_id: string | null;
      title: string;
      body: string | null;
      read: boolean;
      created_at: string | Date;
    }>;
  };
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    type: r.type,
    actorId: r.actor_id,
    title: r.title,
    body: r.body,
    read: r.read,
    createdAt: new Date(r.created_at),
  }));
}
