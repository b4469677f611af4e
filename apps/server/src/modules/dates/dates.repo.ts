import { and, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { dateEvents, invites, profiles } from "../../db/schema";
// The rule as a condition inside these lists' own statements (they page and cap in SQL): decision 011.
import { notHiddenEitherWay } from "../blocks/blocks.service";

export type InviteRow = typeof invites.$inferSelect;
export type DateEventRow = typeof dateEvents.$inferSelect;

export async function insertInvite(tx: Tx, values: typeof invites.$inferInsert): Promise<InviteRow> {
  const [row] = await tx.insert(invites).values(values).returning();
  if (!row) throw new Error("invite not stored");
  return row;
}

export async function findInvite(tx: Tx | Db, id: string): Promise<InviteRow | undefined> {
  const [row] = await tx.select().from(invites).where(eq(invites.id, id)).limit(1);
  return row;
}

/** Read under the caller's transaction with a row lock, so two answers to one invite queue up. */
export async function findInviteForUpdate(tx: Tx, id: string): Promise<InviteRow | undefined> {
  const [row] = await tx.select().from(invites).where(eq(invites.id, id)).for("update").limit(1);
  return row;
}

export async function findPendingInvite(tx: Tx | Db, senderId: string, receiverId: string) {
  const [row] = await tx
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.senderId, senderId), eq(invites.receiverId, receiverId), eq(invites.status, "pending")))
    .limit(1);
  return row;
}

export async function invitesSentSince(tx: Tx | Db, senderId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(invites)
    .where(and(eq(invites.senderId, senderId), gte(invites.createdAt, since)));
  return row?.n ?? 0;
}

export async function setInviteStatus(tx: Tx, id: string, status: InviteRow["status"], respondedAt: Date) {
  const [row] = await tx.update(invites).set({ status, respondedAt }).where(eq(invites.id, id)).returning();
  if (!row) throw new Error("invite vanished");
  return row;
}

/** The other person's name and first photo, for lists. */
export async function people(tx: Tx | Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string | null; photo: string | null }>();
  const rows = await tx
    .select({ userId: profiles.userId, name: profiles.name, photo: sql<string | null>`${profiles.photos}[1]` })
    .from(profiles)
    .where(inArray(profiles.userId, ids));
  return new Map(rows.map((r) => [r.userId, { name: r.name, photo: r.photo }]));
}

/**
 * Invites the user sent or received, newest first, leaving out anyone hidden either way (blocked or banned).
 * Bounded: the pair rule (one pending per direction) and the daily send limit keep this small, and the cap
 * keeps it so.
 */
export async function listInvites(db: Db, userId: string, limit: number) {
  const other = sql`case when ${invites.senderId} = ${userId} then ${invites.receiverId} else ${invites.senderId} end`;
  return db
    .select({ invite: invites, dateEventId: dateEvents.id })
    .from(invites)
    .leftJoin(dateEvents, eq(dateEvents.inviteId, invites.id))
    .where(and(or(eq(invites.senderId, userId), eq(invites.receiverId, userId)), notHiddenEitherWay(userId, other)))
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .limit(limit);
}

export async function insertDateEvent(tx: Tx, values: typeof dateEvents.$inferInsert): Promise<DateEventRow> {
  const [row] = await tx.insert(dateEvents).values(values).returning();
  if (!row) throw new Error("date not stored");
  return row;
}

export async function findDateForUpdate(tx: Tx, id: string): Promise<DateEventRow | undefined> {
  const [row] = await tx.select().from(dateEvents).where(eq(dateEvents.id, id)).for("update").limit(1);
  return row;
}

export async function findDate(db: Tx | Db, id: string): Promise<DateEventRow | undefined> {
  const [row] = await db.select().from(dateEvents).where(eq(dateEvents.id, id)).limit(1);
  return row;
}

export async function setDateStatus(tx: Tx, id: string, status: DateEventRow["status"], completedAt: Date | null) {
  const [row] = await tx.update(dateEvents).set({ status, completedAt }).where(eq(dateEvents.id, id)).returning();
  if (!row) throw new Error("date vanished");
  return row;
}

/**
 * Gives the date its calendar UID once; later calls keep the first one, so every download of the same
 * date updates one calendar entry instead of adding another.
 */
export async function ensureCalendarEntryId(db: Db, id: string, calendarEntryId: string): Promise<string> {
  const [row] = await db
    .update(dateEvents)
    .set({ calendarEntryId: sql`coalesce(${dateEvents.calendarEntryId}, ${calendarEntryId})` })
    .where(eq(dateEvents.id, id))
    .returning({ calendarEntryId: dateEvents.calendarEntryId });
  return row?.calendarEntryId ?? calendarEntryId;
}

/**
 * Claims the scheduled dates starting within `until` that have had no reminder, marking them in the same
 * statement: a reminder is sent once, and one missed while the server was down is sent when it is back.
 * SKIP LOCKED lets several instances run the job without claiming the same date twice.
 */
export async function claimDueReminders(tx: Tx, now: Date, until: Date, limit: number): Promise<DateEventRow[]> {
  const due = tx
    .select({ id: dateEvents.id })
    .from(dateEvents)
    .where(
      and(
        eq(dateEvents.status, "scheduled"),
        isNull(dateEvents.reminderSentAt),
        gt(dateEvents.scheduledAt, now),
        lte(dateEvents.scheduledAt, until),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx.update(dateEvents).set({ reminderSentAt: now }).where(inArray(dateEvents.id, due)).returning();
}

/** The user's dates, newest first, with whether they reviewed each; people hidden either way left out. */
export async function listDates(db: Db, userId: string, limit: number) {
  const other = sql`case when ${dateEvents.userId1} = ${userId} then ${dateEvents.userId2} else ${dateEvents.userId1} end`;
  return db
    .select({
      date: dateEvents,
      // Spelled out: with one table in FROM, drizzle leaves column names unqualified, and "id" would
      // then mean date_reviews.id inside the subquery.
      reviewedByMe: sql<boolean>`exists (select 1 from date_reviews dr where dr.date_event_id = "date_events"."id" and dr.reviewer_id = ${userId})`,
    })
    .from(dateEvents)
    .where(and(or(eq(dateEvents.userId1, userId), eq(dateEvents.userId2, userId)), notHiddenEitherWay(userId, other)))
    .orderBy(sql`${dateEvents.scheduledAt} desc nulls last`, desc(dateEvents.createdAt))
    .limit(limit);
}

/** Number of completed dates a person has had, for profiles.dateCount. */
export async function refreshDateCount(tx: Tx, userId: string) {
  await tx
    .update(profiles)
    .set({
      dateCount: sql`(select count(*)::int from ${dateEvents} where ${dateEvents.status} = 'completed' and (${dateEvents.userId1} = ${userId} or ${dateEvents.userId2} = ${userId}))`,
    })
    .where(eq(profiles.userId, userId));
}
