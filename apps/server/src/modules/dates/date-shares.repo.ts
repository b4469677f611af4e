import { and, count, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { dateEvents, dateShareLinks, dateShares, profiles } from "../../db/schema";

export type DateShareRow = typeof dateShares.$inferSelect;

export async function findShare(db: Tx | Db, dateEventId: string, userId: string): Promise<DateShareRow | undefined> {
  const [row] = await db
    .select()
    .from(dateShares)
    .where(and(eq(dateShares.dateEventId, dateEventId), eq(dateShares.userId, userId)))
    .limit(1);
  return row;
}

/** The person's share of the date, made if missing; the row is locked for the caller's transaction. */
export async function ensureShareForUpdate(
  tx: Tx,
  dateEventId: string,
  userId: string,
  expiresAt: Date,
): Promise<{ share: DateShareRow; created: boolean }> {
  const [made] = await tx
    .insert(dateShares)
    .values({ dateEventId, userId, expiresAt })
    .onConflictDoNothing({ target: [dateShares.dateEventId, dateShares.userId] })
    .returning();
  const [share] = await tx
    .select()
    .from(dateShares)
    .where(and(eq(dateShares.dateEventId, dateEventId), eq(dateShares.userId, userId)))
    .for("update")
    .limit(1);
  if (!share) throw new Error("share vanished");
  return { share, created: made !== undefined };
}

export async function linkCount(tx: Tx, shareId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(dateShareLinks).where(eq(dateShareLinks.shareId, shareId));
  return row?.n ?? 0;
}

export async function addLink(tx: Tx, shareId: string, tokenHash: string) {
  await tx.insert(dateShareLinks).values({ shareId, tokenHash });
}

/** Deletes the share and, by cascade, every link to it and the contact's number. */
export async function deleteShare(db: Tx | Db, dateEventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(dateShares)
    .where(and(eq(dateShares.dateEventId, dateEventId), eq(dateShares.userId, userId)))
    .returning({ id: dateShares.id });
  return rows.length > 0;
}

export async function setCheckIn(tx: Tx, shareId: string, contactPhone: string, checkInAt: Date) {
  // A new time is a new question: whatever was asked or answered before starts over.
  await tx
    .update(dateShares)
    .set({ contactPhone, checkInAt, askedAt: null, okAt: null, alertedAt: null, devAlertText: null })
    .where(eq(dateShares.id, shareId));
}

export async function clearCheckIn(db: Tx | Db, dateEventId: string, userId: string): Promise<boolean> {
  // alertedAt stays: it holds nothing personal, and it keeps a date to one message to a contact.
  const rows = await db
    .update(dateShares)
    .set({ contactPhone: null, checkInAt: null, askedAt: null, okAt: null, devAlertText: null })
    .where(and(eq(dateShares.dateEventId, dateEventId), eq(dateShares.userId, userId)))
    .returning({ id: dateShares.id });
  return rows.length > 0;
}

/** "I'm OK": only a check-in not yet escalated can be answered (the message, once sent, is sent). */
export async function markOk(db: Tx | Db, shareId: string, now: Date): Promise<DateShareRow | undefined> {
  const [row] = await db
    .update(dateShares)
    .set({ okAt: now })
    .where(and(eq(dateShares.id, shareId), isNotNull(dateShares.checkInAt), isNull(dateShares.alertedAt)))
    .returning();
  return row;
}

/** The share a link opens, with its date: nothing when the link is unknown or revoked. */
export async function shareByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ share: dateShares, date: dateEvents })
    .from(dateShareLinks)
    .innerJoin(dateShares, eq(dateShares.id, dateShareLinks.shareId))
    .innerJoin(dateEvents, eq(dateEvents.id, dateShares.dateEventId))
    .where(eq(dateShareLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Only what the shared page may show of a person: the name (first name taken later), age and first photo. */
export async function pagePerson(db: Db, userId: string) {
  const [row] = await db
    .select({ name: profiles.name, age: profiles.age, photo: sql<string | null>`${profiles.photos}[1]` })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

/** Claims the check-ins whose time has come, marking them asked in the same statement (once, any instance). */
export async function claimDueQuestions(tx: Tx, now: Date, limit: number): Promise<DateShareRow[]> {
  const due = tx
    .select({ id: dateShares.id })
    .from(dateShares)
    .where(
      and(
        isNotNull(dateShares.checkInAt),
        isNull(dateShares.askedAt),
        isNull(dateShares.okAt),
        lte(dateShares.checkInAt, now),
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx.update(dateShares).set({ askedAt: now }).where(inArray(dateShares.id, due)).returning();
}

/** Claims one question unanswered since `askedBefore`, locked for the caller's transaction (skipping others'). */
export async function claimUnanswered(
  tx: Tx,
  askedBefore: Date,
  passOver: readonly string[],
): Promise<DateShareRow | undefined> {
  const [row] = await tx
    .select()
    .from(dateShares)
    .where(
      and(
        isNotNull(dateShares.askedAt),
        isNull(dateShares.okAt),
        isNull(dateShares.alertedAt),
        isNotNull(dateShares.contactPhone),
        lte(dateShares.askedAt, askedBefore),
        passOver.length > 0 ? notInArray(dateShares.id, [...passOver]) : undefined,
      ),
    )
    .orderBy(dateShares.askedAt)
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

export async function markAlerted(tx: Tx, shareId: string, now: Date, devAlertText: string | null) {
  await tx.update(dateShares).set({ alertedAt: now, devAlertText }).where(eq(dateShares.id, shareId));
}

/**
 * Deletes shares past their end, and those of dates no longer scheduled (cancelled or completed): their
 * links stop at once and the contact's number goes with the row.
 */
export async function deleteEnded(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(dateShares)
    .where(
      or(
        lte(dateShares.expiresAt, now),
        sql`exists (select 1 from ${dateEvents} where ${dateEvents.id} = ${dateShares.dateEventId} and ${dateEvents.status} <> 'scheduled')`,
      ),
    )
    .returning({ id: dateShares.id });
  return rows.length;
}

export async function setUtcOffset(tx: Tx, shareId: string, utcOffset: string) {
  await tx.update(dateShares).set({ utcOffset }).where(eq(dateShares.id, shareId));
}
