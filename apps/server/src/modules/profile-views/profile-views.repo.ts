import { and, countDistinct, desc, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { favorites, matchRequests, profileViews } from "../../db/schema";

/** Today's (UTC) view of `viewedId` by `viewerId`: a new row, or the existing one moved to now. */
export async function recordView(tx: Tx, viewerId: string, viewedId: string, anonymous: boolean) {
  const inserted = await tx
    .insert(profileViews)
    .values({ viewerId, viewedId, anonymous })
    .onConflictDoNothing({ target: [profileViews.viewerId, profileViews.viewedId, profileViews.day] })
    .returning({ id: profileViews.id });
  if (inserted.length > 0) return { counted: !anonymous };
  await tx
    .update(profileViews)
    .set({ viewedAt: new Date() })
    .where(
      and(
        eq(profileViews.viewerId, viewerId),
        eq(profileViews.viewedId, viewedId),
        eq(profileViews.day, sql`((now() at time zone 'utc')::date)`),
      ),
    );
  return { counted: false };
}

/** Distinct people (not anonymous, passing `visible`) who viewed `viewedId` today. */
export async function viewersToday(tx: Tx, viewedId: string, visible: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: countDistinct(profileViews.viewerId) })
    .from(profileViews)
    .where(
      and(
        eq(profileViews.viewedId, viewedId),
        eq(profileViews.anonymous, false),
        eq(profileViews.day, sql`((now() at time zone 'utc')::date)`),
        visible,
      ),
    );
  return row?.n ?? 0;
}

/** The people `viewerId` viewed, most recent first, one row each. */
export async function recentlyViewed(db: Db, viewerId: string, visible: SQL, limit: number, offset: number) {
  const last = max(profileViews.viewedAt);
  return db
    .select({ userId: profileViews.viewedId, viewedAt: last })
    .from(profileViews)
    .where(and(eq(profileViews.viewerId, viewerId), visible))
    .groupBy(profileViews.viewedId)
    .orderBy(desc(last), desc(profileViews.viewedId))
    .limit(limit)
    .offset(offset);
}

/** The user's favourites, newest first, with when they last viewed each (if ever). */
export async function favoritesPage(db: Db, userId: string, visible: SQL, limit: number, offset: number) {
  return db
    .select({
      userId: favorites.favoriteId,
      viewedAt:
        sql<Date | null>`(select max(${profileViews.viewedAt}) from ${profileViews} where ${profileViews.viewerId} = ${userId} and ${profileViews.viewedId} = ${favorites.favoriteId})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
    })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), visible))
    .orderBy(desc(favorites.createdAt), desc(favorites.favoriteId))
    .limit(limit)
    .offset(offset);
}

/** Of `others`, who the user saved and who they are matched with. */
export async function relationsAmong(db: Db, userId: string, others: string[]) {
  if (others.length === 0) return { favorite: new Set<string>(), matched: new Set<string>() };
  const [favs, matches] = await Promise.all([
    db
      .select({ id: favorites.favoriteId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), inArray(favorites.favoriteId, others))),
    db
      .select({ id: matchRequests.toUserId })
      .from(matchRequests)
      .where(
        and(
          eq(matchRequests.fromUserId, userId),
          eq(matchRequests.status, "matched"),
          inArray(matchRequests.toUserId, others),
        ),
      ),
  ]);
  return { favorite: new Set(favs.map((r) => r.id)), matched: new Set(matches.map((r) => r.id)) };
}

/** The favourite's id column, for the visibility condition the service builds. */
export const favoriteColumn = favorites.favoriteId;
