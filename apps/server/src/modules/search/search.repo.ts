import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matchRequests, profiles, userPreferences } from "../../db/schema";
import { visibleProfileColumns } from "../../db/visible-profile-columns";

/** The columns a search reads of the searcher (their place, who they want to see, how far). */
const searchFields = {
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
};

/** The searcher's own search fields, read fresh (they may have just changed them). */
export async function findViewer(db: Db, userId: string) {
  const [row] = await db
    .select(searchFields)
    .from(profiles)
    .leftJoin(userPreferences, eq(userPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

/**
 * What a search needs to know of the searcher, in one statement (bench/README.md, "Where the time goes at 50
 * clients": the statements, not their execution, were the search's cost): their search fields (findViewer's),
 * everyone they blocked or were blocked by (`blocked`: the blocks module's expression of that set, handed in
 * by the service), and their mutual matches (once matched
 * both rows say so, so the user's own rows answer it), the only people whose search scores count the
 * categories hidden from non-matches (docs/decisions/007).
 */
export async function searcher(db: Db, userId: string, blockedSql: SQL<string[]>) {
  const [row] = await db
    .select({
      ...searchFields,
      blocked: blockedSql,
      matched: sql<string[]>`coalesce((select array_agg(own_m.to_user_id)::text[] from ${matchRequests} own_m
        where own_m.from_user_id = ${userId} and own_m.status = 'matched'), '{}'::text[])`,
    })
    .from(profiles)
    .leftJoin(userPreferences, eq(userPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!row) return undefined;
  const { blocked, matched, ...viewer } = row;
  return { viewer, excluded: new Set(blocked), matched: new Set(matched) };
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

/**
 * A search page's cards (cardRows' columns) and how `viewerId` stands with each, from the match requests
 * either way (one row each way at most: the pair's unique key), in one statement instead of two.
 */
export async function cardRowsAndRelations(db: Db, viewerId: string, userIds: string[]) {
  const relations: Relations = { matched: new Set(), requested: new Set(), likesYou: new Set() };
  if (userIds.length === 0) return { rows: [] as CardRow[], relations };
  const found = await db
    .select({
      ...visibleProfileColumns(
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
      // Written out (not drizzle's columns): in a one-table select drizzle leaves columns unqualified.
      mine: sql<string | null>`(select own_m.status from ${matchRequests} own_m
        where own_m.from_user_id = ${viewerId} and own_m.to_user_id = profiles.user_id)`,
      theirs: sql<string | null>`(select their_m.status from ${matchRequests} their_m
        where their_m.from_user_id = profiles.user_id and their_m.to_user_id = ${viewerId})`,
    })
    .from(profiles)
    .where(inArray(profiles.userId, userIds));
  const rows = found.map(({ mine, theirs, ...row }) => {
    if (mine === "matched" || theirs === "matched") relations.matched.add(row.userId);
    else if (mine === "pending") relations.requested.add(row.userId);
    else if (theirs === "pending") relations.likesYou.add(row.userId);
    return row;
  });
  return { rows, relations };
}
