import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { customQuestions, matchRequests, messages, profiles, users } from "../../db/schema";
import { visibleProfile } from "../../db/visible-profile-columns";
import { notHiddenEitherWay } from "../blocks/blocks.service";

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

/** `userId`'s own 'matched' rows whose other person is not hidden either way (decision 011). */
const talkableMatchesOf = (userId: string) =>
  and(
    eq(matchRequests.fromUserId, userId),
    eq(matchRequests.status, "matched"),
    notHiddenEitherWay(userId, matchRequests.toUserId),
  );

/**
 * One row per mutual match, seen from `userId`'s side, newest first, leaving out anyone hidden either way:
 * a block or ban ends the match, but a row written in a race with it must not show either (decision 011).
 */
export async function listMatches(db: Db, userId: string) {
  return db
    .select({
      id: matchRequests.id,
      fromUserId: matchRequests.fromUserId,
      toUserId: matchRequests.toUserId,
      matchedAt: matchRequests.matchedAt,
    })
    .from(matchRequests)
    .where(talkableMatchesOf(userId))
    .orderBy(desc(matchRequests.matchedAt));
}

/**
 * The people `userId` is matched with and may still talk to (not hidden either way: no block, neither
 * banned; decision 011), the rule of assertCanTalk for all matches in one statement: what an open socket
 * holds in memory.
 */
export async function talkableIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: matchRequests.toUserId }).from(matchRequests).where(talkableMatchesOf(userId));
  return rows.map((r) => r.id);
}

/**
 * The people `userId` is matched with (talkable, as above) whose newest line between the two is theirs: they
 * wait on `userId`'s reply ("Your turn", docs/product.md). Messages and custom questions count alike; a match
 * where nobody has written yet waits on nobody. Each pair is four index reads (messages_pair_idx,
 * custom_questions_pair_idx), newest row only.
 */
export async function waitingOnReplyIds(db: Tx | Db, userId: string): Promise<string[]> {
  const other = matchRequests.toUserId;
  const newest = (from: SQL, to: SQL) => sql`greatest(
    (select max(created_at) from ${messages} where sender_id = ${from} and receiver_id = ${to}),
    (select max(created_at) from ${customQuestions} where sender_id = ${from} and receiver_id = ${to}))`;
  const theirs = newest(sql`${other}`, sql`${userId}`);
  const mine = newest(sql`${userId}`, sql`${other}`);
  const rows = await db
    .select({ id: other })
    .from(matchRequests)
    .where(and(talkableMatchesOf(userId), sql`${theirs} is not null and (${mine} is null or ${theirs} > ${mine})`));
  return rows.map((r) => r.id);
}

export async function findTarget(tx: Tx | Db, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      // The name and first photo go to the other person with a match (its realtime event): visible columns only.
      name: visibleProfile.name,
      // A paused account is neither listed nor open to new matches, whatever its two switches say.
      acceptingMatches: sql<boolean>`(${profiles.acceptingMatches} and not ${profiles.paused})`,
      appearInSearches: sql<boolean>`(${profiles.appearInSearches} and not ${profiles.paused})`,
      paused: profiles.paused,
      moderationHold: profiles.moderationHold,
      age: profiles.age,
      photo: sql<string | null>`${visibleProfile.photos}[1]`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    // A banned person is gone for everyone, as if the account were deleted.
    .where(and(eq(users.id, userId), isNull(users.bannedAt)))
    .limit(1);
  return row;
}

export interface LikesYouCursor {
  createdAt: Date;
  id: string;
}

/**
 * "Likes you": the pending requests to `userId`, newest first, from people who could still be matched back
 * (not hidden either way, decision 011; not paused, held or closed to new matches, which a Match Back would
 * only meet with an error). Paged by the request's time and id, at the cursor's millisecond precision.
 */
export async function likesYouPage(db: Db, userId: string, limit: number, after?: LikesYouCursor) {
  const shownAt = sql`date_trunc('milliseconds', ${matchRequests.createdAt})`;
  const afterCursor = after
    ? sql`(${shownAt}, ${matchRequests.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ id: matchRequests.id, fromUserId: matchRequests.fromUserId, createdAt: matchRequests.createdAt })
    .from(matchRequests)
    .innerJoin(profiles, eq(profiles.userId, matchRequests.fromUserId))
    .where(
      and(
        eq(matchRequests.toUserId, userId),
        eq(matchRequests.status, "pending"),
        notHiddenEitherWay(userId, matchRequests.fromUserId),
        eq(profiles.acceptingMatches, true),
        eq(profiles.paused, false),
        eq(profiles.moderationHold, false),
        afterCursor,
      ),
    )
    .orderBy(sql`${shownAt} desc`, desc(matchRequests.id))
    .limit(limit);
}
