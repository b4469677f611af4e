import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { blocks, matchRequests, profiles, users } from "../../db/schema";

export type MatchRequestRow = typeof matchRequests.$inferSelect;

export async function findRequest(tx: Tx | Db, fromUserId: string, toUserId: string) {
  const [row] = await tx
    .select()
    .from(matchRequests)
    .where(and(eq(matchRequests.fromUserId, fromUserId), eq(matchRequests.toUserId, toUserId)))
    .limit(1);
  return row;
}

/** Inserts the request unless it exists; returns the row and whether it is new. */
export async function insertRequest(tx: Tx, fromUserId: string, toUserId: string) {
  const inserted = await tx
    .insert(matchRequests)
    .values({ fromUserId, toUserId })
    .onConflictDoNothing({ target: [matchRequests.fromUserId, matchRequests.toUserId] })
    .returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const existing = await findRequest(tx, fromUserId, toUserId);
  if (!existing) throw new Error("match request vanished");
  return { row: existing, created: false };
}

export async function setPairStatus(
  tx: Tx,
  a: string,
  b: string,
  status: MatchRequestRow["status"],
  matchedAt: Date | null,
) {
  return tx
    .update(matchRequests)
    .set({ status, matchedAt })
    .where(
      or(
        and(eq(matchRequests.fromUserId, a), eq(matchRequests.toUserId, b)),
        and(eq(matchRequests.fromUserId, b), eq(matchRequests.toUserId, a)),
      ),
    )
    .returning();
}

export async function deletePair(tx: Tx | Db, a: string, b: string) {
  return tx
    .delete(matchRequests)
    .where(
      or(
        and(eq(matchRequests.fromUserId, a), eq(matchRequests.toUserId, b)),
        and(eq(matchRequests.fromUserId, b), eq(matchRequests.toUserId, a)),
      ),
    )
    .returning({ id: matchRequests.id });
}

/** One row per mutual match, seen from `userId`'s side, newest first. */
export async function listMatches(db: Db, userId: string) {
  return db
    .select({
      id: matchRequests.id,
      fromUserId: matchRequests.fromUserId,
      toUserId: matchRequests.toUserId,
      matchedAt: matchRequests.matchedAt,
    })
    .from(matchRequests)
    .where(and(eq(matchRequests.fromUserId, userId), eq(matchRequests.status, "matched")))
    .orderBy(desc(matchRequests.matchedAt));
}

/**
 * The people `userId` is matched with and may still talk to (no block either way, neither banned), the
 * rule of assertCanTalk for all matches in one statement: what an open socket holds in memory.
 */
export async function talkableIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: matchRequests.toUserId })
    .from(matchRequests)
    .innerJoin(users, eq(users.id, matchRequests.toUserId))
    .where(
      and(
        eq(matchRequests.fromUserId, userId),
        eq(matchRequests.status, "matched"),
        isNull(users.bannedAt),
        sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${matchRequests.toUserId}) or (${blocks.blockerId} = ${matchRequests.toUserId} and ${blocks.blockedId} = ${userId}))`,
      ),
    );
  return rows.map((r) => r.id);
}

/** A block either way; a ban on either person counts as one (a banned person is gone for everyone). */
export async function isBlockedEitherWay(tx: Tx | Db, a: string, b: string): Promise<boolean> {
  const [blocked, banned] = await Promise.all([
    tx
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      )
      .limit(1),
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [a, b]), isNotNull(users.bannedAt)))
      .limit(1),
  ]);
  return blocked.length > 0 || banned.length > 0;
}

export async function findTarget(tx: Tx | Db, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      name: profiles.name,
      // A paused account is neither listed nor open to new matches, whatever its two switches say.
      acceptingMatches: sql<boolean>`(${profiles.acceptingMatches} and not ${profiles.paused})`,
      appearInSearches: sql<boolean>`(${profiles.appearInSearches} and not ${profiles.paused})`,
      paused: profiles.paused,
      moderationHold: profiles.moderationHold,
      age: profiles.age,
      photo: sql<string | null>`${profiles.photos}[1]`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    // A banned person is gone for everyone, as if the account were deleted.
    .where(and(eq(users.id, userId), isNull(users.bannedAt)))
    .limit(1);
  return row;
}
