import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, pushSubscriptions } from "../../db/schema";

/**
 * Stores the subscription, or refreshes its keys when this person already holds the endpoint, in one
 * statement; false when another person holds it (their row is left as it was).
 */
export async function upsertOwn(db: Db, userId: string, endpoint: string, p256dh: string, auth: string) {
  const rows = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh, auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh, auth },
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Keeps the newest `keep` subscriptions of a person, so one account cannot grow the table without bound. */
export async function trim(db: Db, userId: string, keep: number) {
  const newest = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(keep);
  if (newest.length < keep) return;
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      notInArray(
        pushSubscriptions.id,
        newest.map((row) => row.id),
      ),
    ),
  );
}

export async function removeOwn(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function removeAllOf(db: Db, userId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function removeByIds(db: Db, ids: string[]) {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** The person's subscriptions, only while their PUSH NOTIFICATIONS switch is on. */
export async function targetsOf(db: Db, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(profiles, eq(profiles.userId, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, userId), eq(profiles.pushNotifications, true)));
}
