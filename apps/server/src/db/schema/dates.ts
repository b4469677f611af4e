import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userRef } from "./users";

// From a match request to a date: matches, invites, dates, the links a person shares them by (decision 023) and
// date reviews.

export const matchRequests = pgTable(
  "match_requests",
  {
    id: id(),
    fromUserId: userRef("from_user_id"),
    toUserId: userRef("to_user_id"),
    status: text("status", { enum: ["pending", "matched", "unmatched"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    matchedAt: timestamp("matched_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("match_requests_pair_uq").on(t.fromUserId, t.toUserId),
    index("match_requests_to_idx").on(t.toUserId, t.status),
  ],
);

export const invites = pgTable(
  "invites",
  {
    id: id(),
    senderId: userRef("sender_id"),
    receiverId: userRef("receiver_id"),
    matchId: uuid("match_id").references(() => matchRequests.id, { onDelete: "set null" }),
    dateType: text("date_type", { enum: ["romantic", "hang", "play"] }).notNull(),
    proposedDateTime: timestamp("proposed_date_time", { withTimezone: true }),
    proposedLocation: text("proposed_location"),
    message: text("message"),
    status: text("status", { enum: ["pending", "accepted", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invites_receiver_idx").on(t.receiverId, t.status),
    // At most one pending invite per pair and direction, even if two sends race past the service's lock.
    uniqueIndex("invites_pending_pair_uq").on(t.senderId, t.receiverId).where(sql`${t.status} = 'pending'`),
    index("invites_sender_idx").on(t.senderId),
    index("invites_match_idx").on(t.matchId),
  ],
);

export const dateEvents = pgTable(
  "date_events",
  {
    id: id(),
    inviteId: uuid("invite_id").references(() => invites.id, { onDelete: "set null" }),
    userId1: userRef("user_id_1"),
    userId2: userRef("user_id_2"),
    dateType: text("date_type", { enum: ["romantic", "hang", "play"] }).notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    location: text("location"),
    calendarEntryId: text("calendar_entry_id"),
    status: text("status", { enum: ["scheduled", "completed", "cancelled"] })
      .notNull()
      .default("scheduled"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the hour-before reminder went out; set in the statement that claims it, so it goes once. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
  },
  (t) => [
    index("date_events_user1_idx").on(t.userId1),
    index("date_events_user2_idx").on(t.userId2),
    index("date_events_invite_idx").on(t.inviteId),
    // The reminder job's scan: scheduled dates not yet reminded, by time.
    index("date_events_reminder_idx")
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'scheduled' and ${t.reminderSentAt} is null`),
  ],
);

/**
 * A person's read-only link to one of their dates, for someone they trust (decision 023). One row per
 * person and date; its links (date_share_links) hold only token hashes. The optional check-in lives here too:
 * the trusted contact's number is kept only while the share lives, and the row goes a day after the date.
 */
export const dateShares = pgTable(
  "date_shares",
  {
    id: id(),
    dateEventId: uuid("date_event_id")
      .notNull()
      .references(() => dateEvents.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    /** A day after the date's time: links answer 404 from then, and the job deletes the row. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The sharer's UTC offset when they shared ("-06:00", from the tz cookie): the page's time reads as theirs. */
    utcOffset: text("utc_offset"),
    createdAt: createdAt(),
    /** The trusted contact's number (E.164), only while a check-in is set. */
    contactPhone: text("contact_phone"),
    /** When DOWN asks "Are you OK?"; the job's due time. */
    checkInAt: timestamp("check_in_at", { withTimezone: true }),
    /** When the question went out (claimed by the job, so it goes once). */
    askedAt: timestamp("asked_at", { withTimezone: true }),
    /** When the person answered "I'm OK"; no message to the contact after that. */
    okAt: timestamp("ok_at", { withTimezone: true }),
    /** When the contact was sent the message (claimed by the job, so it goes once). */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
    /** The message as sent, kept only when the SMS adapter is the development one (shown on the date card). */
    devAlertText: text("dev_alert_text"),
  },
  (t) => [
    uniqueIndex("date_shares_date_user_uq").on(t.dateEventId, t.userId),
    index("date_shares_user_idx").on(t.userId),
    index("date_shares_expires_idx").on(t.expiresAt),
    // The check-in job's scans: questions due, and questions unanswered.
    index("date_shares_check_in_idx").on(t.checkInAt).where(sql`${t.checkInAt} is not null and ${t.askedAt} is null`),
    index("date_shares_asked_idx")
      .on(t.askedAt)
      .where(sql`${t.askedAt} is not null and ${t.okAt} is null and ${t.alertedAt} is null`),
  ],
);

/** The links of a share: only a SHA-256 of each token is stored, so the table alone opens no page. */
export const dateShareLinks = pgTable(
  "date_share_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => dateShares.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("date_share_links_share_idx").on(t.shareId)],
);

export const dateReviews = pgTable(
  "date_reviews",
  {
    id: id(),
    dateEventId: uuid("date_event_id")
      .notNull()
      .references(() => dateEvents.id, { onDelete: "cascade" }),
    reviewerId: userRef("reviewer_id"),
    revieweeId: userRef("reviewee_id"),
    ratingOverall: integer("rating_overall").notNull(),
    chemistryScore: integer("chemistry_score"),
    punctualityScore: integer("punctuality_score"),
    comment: text("comment"),
    activitiesCompleted: text("activities_completed").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("date_reviews_event_reviewer_uq").on(t.dateEventId, t.reviewerId),
    index("date_reviews_reviewee_idx").on(t.revieweeId),
    index("date_reviews_reviewer_idx").on(t.reviewerId),
  ],
);

/** "Helpful" marks on date reviews: one per reader and review, so the toggle counts each reader once. */
export const reviewHelpful = pgTable(
  "review_helpful",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => dateReviews.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index("review_helpful_user_idx").on(t.userId)],
);
