import { and, avg, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { dateReviews, profiles, reviewHelpful } from "../../db/schema";
import { notHiddenEitherWay } from "../blocks/blocks.service";

export type DateReviewRow = typeof dateReviews.$inferSelect;

/** Inserts unless this reviewer already reviewed this date; undefined when they had. */
export async function insertReview(tx: Tx, values: typeof dateReviews.$inferInsert) {
  const [row] = await tx
    .insert(dateReviews)
    .values(values)
    .onConflictDoNothing({ target: [dateReviews.dateEventId, dateReviews.reviewerId] })
    .returning();
  return row;
}

export async function hasReviewed(tx: Tx | Db, dateEventId: string, reviewerId: string) {
  const [row] = await tx
    .select({ id: dateReviews.id })
    .from(dateReviews)
    .where(and(eq(dateReviews.dateEventId, dateEventId), eq(dateReviews.reviewerId, reviewerId)))
    .limit(1);
  return row !== undefined;
}

export async function reviewsWrittenSince(tx: Tx | Db, reviewerId: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(dateReviews)
    .where(and(eq(dateReviews.reviewerId, reviewerId), gte(dateReviews.createdAt, since)));
  return row?.n ?? 0;
}

/** The reviewee's rating (average overall stars) and review count, recomputed from their reviews. */
export async function refreshRating(tx: Tx, revieweeId: string) {
  await tx
    .update(profiles)
    .set({
      rating: sql`coalesce((select avg(${dateReviews.ratingOverall})::real from ${dateReviews} where ${dateReviews.revieweeId} = ${revieweeId}), 0)`,
      reviewCount: sql`(select count(*)::int from ${dateReviews} where ${dateReviews.revieweeId} = ${revieweeId})`,
    })
    .where(eq(profiles.userId, revieweeId));
}

/** Average, count and stars histogram over every review about the person. */
export async function summary(db: Db, revieweeId: string) {
  const rows = await db
    .select({ stars: dateReviews.ratingOverall, n: count() })
    .from(dateReviews)
    .where(eq(dateReviews.revieweeId, revieweeId))
    .groupBy(dateReviews.ratingOverall);
  const [totals] = await db
    .select({ average: avg(dateReviews.ratingOverall), n: count() })
    .from(dateReviews)
    .where(eq(dateReviews.revieweeId, revieweeId));
  const histogram = [0, 0, 0, 0, 0];
  for (const r of rows) if (r.stars >= 1 && r.stars <= 5) histogram[r.stars - 1] = r.n;
  return { average: totals?.average ? Number(totals.average) : 0, count: totals?.n ?? 0, histogram };
}

export interface PageCursor {
  createdAt: Date;
  id: string;
}

/** Reviews about a person, newest first, keyset paged, without reviewers blocked either way with the reader. */
export async function listAbout(db: Db, revieweeId: string, readerId: string, limit: number, cursor?: PageCursor) {
  return db
    .select({
      review: dateReviews,
      reviewerName: profiles.name,
      reviewerPhoto: sql<string | null>`${profiles.photos}[1]`,
      // Qualified by hand: drizzle may leave column names bare, and a bare "id" is ambiguous here.
      helpfulCount: sql<number>`(select count(*)::int from review_helpful rh where rh.review_id = "date_reviews"."id")`,
      helpfulByMe: sql<boolean>`exists (select 1 from review_helpful rh where rh.review_id = "date_reviews"."id" and rh.user_id = ${readerId})`,
    })
    .from(dateReviews)
    .leftJoin(profiles, eq(profiles.userId, dateReviews.reviewerId))
    .where(
      and(
        eq(dateReviews.revieweeId, revieweeId),
        notHiddenEitherWay(readerId, dateReviews.reviewerId),
        // The cursor holds milliseconds; the column holds microseconds, so compare at the cursor's precision.
        cursor
          ? sql`(date_trunc('milliseconds', ${dateReviews.createdAt}), ${dateReviews.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`date_trunc('milliseconds', ${dateReviews.createdAt}) desc`, desc(dateReviews.id))
    .limit(limit);
}

export async function findReview(db: Db, id: string) {
  const [row] = await db.select().from(dateReviews).where(eq(dateReviews.id, id)).limit(1);
  return row;
}

export async function markHelpful(db: Db, reviewId: string, userId: string) {
  await db.insert(reviewHelpful).values({ reviewId, userId }).onConflictDoNothing();
}

export async function unmarkHelpful(db: Db, reviewId: string, userId: string) {
  await db.delete(reviewHelpful).where(and(eq(reviewHelpful.reviewId, reviewId), eq(reviewHelpful.userId, userId)));
}

export async function helpfulCount(db: Db, reviewId: string) {
  const [row] = await db.select({ n: count() }).from(reviewHelpful).where(eq(reviewHelpful.reviewId, reviewId));
  return row?.n ?? 0;
}
