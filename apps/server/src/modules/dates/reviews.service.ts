import { canReview } from "@down/common/date-state";
import {
  DATE_TYPE_LABELS,
  type DateReviewBody,
  REVIEWS_PER_DAY,
  type Review,
  type ReviewsPage,
} from "@down/common/schemas/dates";
import { DAY_MS } from "@down/common/time";
import type { Db } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { AppError, forbidden, notFound, tooManyRequests } from "../../lib/app-error";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { addNotifications, announce } from "../notifications/notifications.service";
import { maySee } from "../public-profiles/public-profiles.service";
import { publishToBoth } from "./dates.events";
import * as datesRepo from "./dates.repo";
import { otherOf } from "./dates.service";
import type { DatesDeps } from "./invites.service";
import * as repo from "./reviews.repo";

/** Reviewers show by first name only. */
export const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || "Someone";

type ParsedReview = Omit<DateReviewBody, "comment" | "activitiesCompleted"> & {
  comment: string | null;
  activitiesCompleted: string[];
};

/**
 * One review per person per completed date, by one of its two people. The review, the reviewee's rating
 * and review count, and both people's date counts change in one transaction.
 */
export async function writeReview(deps: DatesDeps, reviewerId: string, body: ParsedReview) {
  const result = await transactionInTurn(deps.db, `reviews:${reviewerId}`, async (tx) => {
    // The reviewer's lock before the date's row: the date's lock alone let parallel reviews of different
    // dates all pass the daily count (docs/decisions/020-rules-that-read-then-write-take-a-lock.md).
    const date = await datesRepo.findDateForUpdate(tx, body.dateEventId);
    if (!date) throw notFound("Date not found");
    if (date.userId1 !== reviewerId && date.userId2 !== reviewerId) {
      throw forbidden("Only the two people on a date can review it");
    }
    const revieweeId = otherOf(date, reviewerId);
    if (await isHiddenEitherWay(tx, reviewerId, revieweeId)) throw notFound("Date not found");
    const verdict = canReview(date, await repo.hasReviewed(tx, date.id, reviewerId));
    if (!verdict.ok) throw new AppError(verdict.status, "conflict", verdict.message);
    if ((await repo.reviewsWrittenSince(tx, reviewerId, new Date(Date.now() - DAY_MS))) >= REVIEWS_PER_DAY) {
      throw tooManyRequests("You have written a lot of reviews today. Please try again tomorrow.");
    }
    const row = await repo.insertReview(tx, {
      dateEventId: date.id,
      reviewerId,
      revieweeId,
      ratingOverall: body.ratingOverall,
      chemistryScore: body.chemistryScore ?? null,
      punctualityScore: body.punctualityScore ?? null,
      comment: body.comment,
      activitiesCompleted: body.activitiesCompleted,
    });
    // The date row lock makes this unreachable in practice; the unique index is the last word.
    if (!row) throw new AppError(409, "conflict", "You have already reviewed this date");
    await repo.refreshRating(tx, revieweeId);
    await datesRepo.refreshDateCount(tx, date.userId1);
    await datesRepo.refreshDateCount(tx, date.userId2);
    const me = (await datesRepo.people(tx, [reviewerId])).get(reviewerId);
    const notes = await addNotifications(tx, [
      {
        userId: revieweeId,
        type: "review",
        actorId: reviewerId,
        title: "New review",
        body: `${firstName(me?.name)} reviewed your ${DATE_TYPE_LABELS[date.dateType]}`,
      },
    ]);
    return { row, notes, revieweeId };
  });
  await announce(deps.bus, result.notes);
  await publishToBoth(deps.bus, [reviewerId, result.revieweeId], {
    type: "date",
    action: "reviewed",
    dateEventId: body.dateEventId,
  });
  return {
    id: result.row.id,
    dateEventId: result.row.dateEventId,
    reviewerId: result.row.reviewerId,
    revieweeId: result.row.revieweeId,
    ratingOverall: result.row.ratingOverall,
    createdAt: result.row.createdAt.toISOString(),
  };
}

const encodeCursor = (row: { createdAt: Date; id: string }) => `${row.createdAt.getTime()}.${row.id}`;
function decodeCursor(cursor: string | undefined): repo.PageCursor | undefined {
  if (!cursor) return undefined;
  const dot = cursor.indexOf(".");
  return { createdAt: new Date(Number(cursor.slice(0, dot))), id: cursor.slice(dot + 1) };
}

/** Reviews about `revieweeId` as `readerId` sees them, with the summary over all of them. */
export async function reviewsAbout(
  db: Db,
  revieweeId: string,
  readerId: string,
  limit: number,
  cursor: string | undefined,
): Promise<ReviewsPage> {
  const rows = await repo.listAbout(db, revieweeId, readerId, limit + 1, decodeCursor(cursor));
  const page = rows.slice(0, limit);
  const items: Review[] = page.map((r) => ({
    id: r.review.id,
    dateEventId: r.review.dateEventId,
    reviewerFirstName: firstName(r.reviewerName),
    reviewerPhoto: r.reviewerPhoto,
    ratingOverall: r.review.ratingOverall,
    chemistryScore: r.review.chemistryScore,
    punctualityScore: r.review.punctualityScore,
    comment: r.review.comment,
    activitiesCompleted: r.review.activitiesCompleted,
    createdAt: r.review.createdAt.toISOString(),
    helpfulCount: r.helpfulCount,
    helpfulByMe: r.helpfulByMe,
    byMe: r.review.reviewerId === readerId,
  }));
  const last = page.at(-1)?.review;
  return {
    summary: await repo.summary(db, revieweeId),
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** Another person's reviews: the same visibility as their public profile (404 when hidden or blocked). */
export async function publicReviews(db: Db, revieweeId: string, readerId: string, limit: number, cursor?: string) {
  if (!(await maySee(db, readerId, revieweeId))) throw notFound("Profile not found");
  return reviewsAbout(db, revieweeId, readerId, limit, cursor);
}

/** Marks or unmarks a review helpful, once per reader; never one's own review. */
export async function setHelpful(db: Db, readerId: string, reviewId: string, helpful: boolean) {
  const review = await repo.findReview(db, reviewId);
  if (!review || !(await maySee(db, readerId, review.revieweeId))) throw notFound("Review not found");
  if (await isHiddenEitherWay(db, readerId, review.reviewerId)) throw notFound("Review not found");
  if (review.reviewerId === readerId) throw forbidden("You can't mark your own review helpful");
  if (helpful) await repo.markHelpful(db, reviewId, readerId);
  else await repo.unmarkHelpful(db, reviewId, readerId);
  return { helpful, helpfulCount: await repo.helpfulCount(db, reviewId) };
}
