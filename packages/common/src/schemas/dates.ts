import { z } from "../zod";
import { epochIdCursorSchema } from "./cursors";
import { userIdSchema } from "./ids";
import { pageSize, text } from "./text";

export const DATE_TYPES = ["romantic", "hang", "play"] as const;
export type DateType = (typeof DATE_TYPES)[number];
/** How a type reads in a sentence: "a romantic date", "a hang", "a play date". */
export const DATE_TYPE_LABELS: Record<DateType, string> = {
  romantic: "romantic date",
  hang: "hang",
  play: "play date",
};

export const INVITE_STATUSES = ["pending", "accepted", "declined", "cancelled"] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const DATE_STATUSES = ["scheduled", "completed", "cancelled"] as const;
export type DateStatus = (typeof DATE_STATUSES)[number];

export const INVITE_MESSAGE_MAX = 500;
export const INVITE_LOCATION_MAX = 200;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_ACTIVITY_MAX = 40;
export const REVIEW_ACTIVITIES_MAX = 10;
/** A person may send this many invites in any 24 hours; more is a 429 (far above honest use). */
export const INVITES_PER_DAY = 30;
/** And write this many reviews in any 24 hours. */
export const REVIEWS_PER_DAY = 20;
/** The reminder goes out this long before a scheduled date. */
export const DATE_REMINDER_MS = 60 * 60 * 1000;
export const DATES_PAGE_MAX = 100;
export const REVIEWS_PAGE_MAX = 50;

/** Times in the past by less than this still count as "now" (clock skew between phone and server). */
export const PAST_TIME_GRACE_MS = 5 * 60 * 1000;

const isoDateTime = z.iso.datetime({ offset: true, error: "Please choose a valid date and time" });
const optionalText = (max: number, multiline = false) =>
  text({ max, multiline })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The first client's payload (docs/product.md#calls). status and createdAt are accepted for compatibility
 * with the original client and ignored: an invite always starts pending, stamped by the server.
 */
export const inviteBodySchema = z.strictObject({
  senderId: userIdSchema,
  receiverId: userIdSchema,
  matchId: z.uuid({ error: "Invalid match id" }).nullish(),
  dateType: z.enum(DATE_TYPES, { error: "Please choose romantic, hang or play" }),
  message: optionalText(INVITE_MESSAGE_MAX, true),
  proposedDateTime: isoDateTime.nullish().transform((v) => v ?? null),
  proposedLocation: optionalText(INVITE_LOCATION_MAX),
  status: z.literal("pending").optional(),
  createdAt: text({ max: 40 }).optional(),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

export const inviteIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Invalid invite id" }) });
export const dateIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Invalid date id" }) });

/** The receiver accepts (with a time when the invite has none, or to propose another) or declines; the sender cancels. */
export const invitePatchSchema = z.strictObject({
  status: z.enum(["accepted", "declined", "cancelled"], { error: "status must be accepted, declined or cancelled" }),
  scheduledAt: isoDateTime.optional(),
});
export type InvitePatch = z.input<typeof invitePatchSchema>;

export const datePatchSchema = z.strictObject({
  status: z.enum(["completed", "cancelled"], { error: "status must be completed or cancelled" }),
});
export type DatePatch = z.input<typeof datePatchSchema>;

export const personSummarySchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  photo: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const inviteSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  matchId: z.uuid().nullable(),
  dateType: z.enum(DATE_TYPES),
  proposedDateTime: z.string().nullable(),
  proposedLocation: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(INVITE_STATUSES),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the signed-in person sent or received it. */
  direction: z.enum(["sent", "received"]),
  /** The other person (name and first photo only). */
  other: personSummarySchema,
  /** The date an accepted invite became. */
  dateEventId: z.uuid().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const dateEventSchema = z.object({
  id: z.uuid(),
  inviteId: z.uuid().nullable(),
  userId1: z.uuid(),
  userId2: z.uuid(),
  dateType: z.enum(DATE_TYPES),
  scheduledAt: z.string().nullable(),
  location: z.string().nullable(),
  calendarEntryId: z.string().nullable(),
  status: z.enum(DATE_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  other: personSummarySchema,
  /** Whether the signed-in person has reviewed this date. */
  reviewedByMe: z.boolean(),
});
export type DateEvent = z.infer<typeof dateEventSchema>;

const score = (label: string) =>
  z
    .number({ error: `${label} must be 1 to 5 stars` })
    .int(`${label} must be 1 to 5 stars`)
    .min(1, `${label} must be 1 to 5 stars`)
    .max(5, `${label} must be 1 to 5 stars`);

export const dateReviewBodySchema = z.strictObject({
  dateEventId: z.uuid({ error: "Invalid date id" }),
  /** Optional; when sent it must be the session's user (403). */
  reviewerId: userIdSchema.optional(),
  ratingOverall: score("Overall rating"),
  chemistryScore: score("Chemistry").nullish(),
  punctualityScore: score("Punctuality").nullish(),
  comment: optionalText(REVIEW_COMMENT_MAX, true),
  activitiesCompleted: z
    .array(text({ min: 1, max: REVIEW_ACTIVITY_MAX }))
    .max(REVIEW_ACTIVITIES_MAX, `At most ${REVIEW_ACTIVITIES_MAX} activities`)
    .default([]),
});
export type DateReviewBody = z.input<typeof dateReviewBodySchema>;
/** POST /api/date-reviews (201): the review as stored. */
export const dateReviewWrittenSchema = z.object({
  id: z.uuid(),
  dateEventId: z.uuid(),
  reviewerId: z.uuid(),
  revieweeId: z.uuid(),
  ratingOverall: z.number().int(),
  createdAt: z.string(),
});
export type DateReviewWritten = z.infer<typeof dateReviewWrittenSchema>;
/** PUT and DELETE /api/reviews/{id}/helpful: the reader's mark and the review's new count. */
export const reviewHelpfulSchema = z.object({ helpful: z.boolean(), helpfulCount: z.number().int() });
export type ReviewHelpful = z.infer<typeof reviewHelpfulSchema>;

/** A review as others see it: the reviewer's first name only. */
export const reviewSchema = z.object({
  id: z.uuid(),
  dateEventId: z.uuid(),
  reviewerFirstName: z.string(),
  reviewerPhoto: z.string().nullable(),
  ratingOverall: z.number().int(),
  chemistryScore: z.number().int().nullable(),
  punctualityScore: z.number().int().nullable(),
  comment: z.string().nullable(),
  activitiesCompleted: z.array(z.string()),
  createdAt: z.string(),
  helpfulCount: z.number().int(),
  /** Whether the signed-in reader marked it helpful. */
  helpfulByMe: z.boolean(),
  /** Whether the signed-in reader wrote it (they cannot mark their own review helpful). */
  byMe: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Reviews per star, index 0 = 1 star … index 4 = 5 stars. */
  histogram: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewsPageSchema = z.object({
  summary: reviewSummarySchema,
  items: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reviewsQuerySchema = z.strictObject({
  limit: pageSize(20, REVIEWS_PAGE_MAX),
  cursor: epochIdCursorSchema.optional(),
});

export const reviewIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Invalid review id" }) });
