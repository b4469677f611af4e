import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matchRequests, profiles, userPreferences } from "../../db/schema";
import { visibleProfileColumns } from "../../db/visible-profile-columns";

/** The searcher's own search fields, read fresh (they may have just changed them). */
export async function findViewer(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: profiles.name,
      age: profiles.age,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
      gender: profiles.gender,
      interestedIn: profiles.interestedIn,
      distanceRadius: userPreferences.distanceRadius,
      useDeviceLocation: userPreferences.useDeviceLocation,
      manualLocationLat: userPreferences.manualLocationLat,
      manualLocationLng: userPreferences.manualLocationLng,
    })
    .from(profiles)
    .leftJoin(userPreferences, eq(userPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

/**
 * The user's mutual matches (once matched both rows say so, so the user's own rows answer it): the only
 * people whose search scores count the categories hidden from non-matches (docs/decisions/007).
 */
export async function mutualMatches(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ toUserId: matchRequests.toUserId })
    .from(matchRequests)
    .where(and(eq(matchRequests.fromUserId, userId), eq(matchRequests.status, "matched")));
  return new Set(rows.map((r) => r.toUserId));
}

/** Only the fields a card shows, from the set others may see (db/visible-profile-columns.ts). */
export async function cardRows(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select(
      visibleProfileColumns(
        "userId",
        "name",
        "age",
        "location",
        "bio",
        "lookingFor",
        "photos",
        "rating",
        "reviewCount",
        "dateCount",
        "verified",
      ),
    )
    .from(profiles)
    .where(inArray(profiles.userId, userIds));
}
export type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

/** Of `others`, those with a matched request with the user, in either direction. */
export interface Relations {
  /** Mutual matches. */
  matched: Set<string>;
  /** People the user has asked who have not asked back. */
  requested: Set<string>;
  /** People who asked the user, who has not asked back: "Likes you". */
  likesYou: Set<string>;
}

/** How `userId` stands with each of `others`, from the match requests either way. */
export async function relationsAmong(db: Db, userId: string, others: string[]): Promise<Relations> {
  const relations: Relations = { matched: new Set(), requested: new Set(), likesYou: new Set() };
  if (others.length === 0) return relations;
  const rows = await db
    .select({ fromUserId: matchRequests.fromUserId, toUserId: matchRequests.toUserId, status: matchRequests.status })
    .from(matchRequests)
    .where(
      or(
        and(eq(matchRequests.fromUserId, userId), inArray(matchRequests.toUserId, others)),
        and(eq(matchRequests.toUserId, userId), inArray(matchRequests.fromUserId, others)),
      ),
    );
  for (const row of rows) {
    if (row.status === "matched") relations.matched.add(row.fromUserId === userId ? row.toUserId : row.fromUserId);
    else if (row.status === "pending" && row.fromUserId === userId) relations.requested.add(row.toUserId);
    else if (row.status === "pending") relations.likesYou.add(row.fromUserId);
  }
  return relations;
}
