import { and, count, countDistinct, eq, gte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dateEvents, dateReviews, matchRequests, messages, profileViews } from "../../db/schema";

/** `column >= since`, or no condition for all time. */
const since = (column: Parameters<typeof gte>[0], start: Date | null) => (start ? gte(column, start) : undefined);

export async function countMatches(db: Db, userId: string, start: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchRequests)
    .where(
      and(
        eq(matchRequests.fromUserId, userId),
        eq(matchRequests.status, "matched"),
        since(matchRequests.matchedAt, start),
      ),
    );
  return row?.n ?? 0;
}

/** Current matches with at least one message either way since `start`. */
export async function countActiveConnections(db: Db, userId: string, start: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(matchRequests.toUserId) })
    .from(matchRequests)
    .where(
      and(
        eq(matchRequests.fromUserId, userId),
        eq(matchRequests.status, "matched"),
        sql`exists (select 1 from ${messages} where (
          (${messages.senderId} = ${userId} and ${messages.receiverId} = ${matchRequests.toUserId})
          or (${messages.receiverId} = ${userId} and ${messages.senderId} = ${matchRequests.toUserId}))
          ${start ? sql`and ${messages.createdAt} >= ${start.toISOString()}` : sql``})`,
      ),
    );
  return row?.n ?? 0;
}

export async function countCompletedDates(db: Db, userId: string, start: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dateEvents)
    .where(
      and(
        or(eq(dateEvents.userId1, userId), eq(dateEvents.userId2, userId)),
        eq(dateEvents.status, "completed"),
        start
          ? sql`coalesce(${dateEvents.completedAt}, ${dateEvents.scheduledAt}) >= ${start.toISOString()}`
          : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function countReviewsReceived(db: Db, userId: string, start: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dateReviews)
    .where(and(eq(dateReviews.revieweeId, userId), since(dateReviews.createdAt, start)));
  return row?.n ?? 0;
}

export async function countProfileViews(db: Db, userId: string, start: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileViews)
    // A viewer hidden from searches leaves an anonymous row that is never counted (schema.ts).
    .where(
      and(eq(profileViews.viewedId, userId), eq(profileViews.anonymous, false), since(profileViews.createdAt, start)),
    );
  return row?.n ?? 0;
}
