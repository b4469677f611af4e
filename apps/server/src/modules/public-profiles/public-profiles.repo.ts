import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matchRequests, profiles } from "../../db/schema";
import { visibleProfile } from "../../db/visible-profile-columns";

/** Every column another person may see (db/visible-profile-columns.ts), and nothing else. */
export async function findPublicRow(db: Db, userId: string) {
  const [row] = await db.select(visibleProfile).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}
export type PublicRow = NonNullable<Awaited<ReturnType<typeof findPublicRow>>>;

/**
 * A WHERE condition on a column holding another person's id: true when that person appears in searches now
 * (not paused, not held for review) or is a mutual match of `viewerId` (both rows say 'matched', so one
 * direction is enough). Blocks are a separate check. A pending request either way does not count: the
 * lists built on this show the pair's score and answers (docs/decisions/007).
 */
export function listedOrKnownTo(viewerId: string, otherColumn: AnyColumn): SQL {
  return sql`(exists (select 1 from ${profiles} where ${profiles.userId} = ${otherColumn} and ${profiles.appearInSearches} and not ${profiles.moderationHold} and not ${profiles.paused})
    or exists (select 1 from ${matchRequests} where ${matchRequests.fromUserId} = ${viewerId} and ${matchRequests.toUserId} = ${otherColumn} and ${matchRequests.status} = 'matched'))`;
}
