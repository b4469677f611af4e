import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = pgTable("users", {
  id: id(),
  phone: text("phone").notNull().unique(),
  name: text("name"),
  isNewUser: boolean("is_new_user").notNull().default(true),
  /** Demo accounts are seeded; real sign-ins never resolve to them. */
  isDemo: boolean("is_demo").notNull().default(false),
  /** Set by a moderator's ban: the number cannot sign in again (the row, and so the ban, stays). */
  bannedAt: timestamp("banned_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: userRef("user_id"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: id(),
    phone: text("phone").notNull(),
    /** sha256 of the code; the plain code is never stored. */
    code: text("code").notNull(),
    /** Requesting address, for the per-IP send limit (kept in the database so every instance sees it). */
    requestIp: text("request_ip").notNull(),
    /**
     * sha256 of the asking browser's otp_device cookie: the code also belongs to that browser, so a person
     * whose address changed between asking and typing (carrier NAT, Wi-Fi to mobile data) can still use it.
     */
    deviceHash: text("device_hash"),
    /**
     * The key of the known_device token the asking browser carried (known_sign_in_devices.key_hash), so the
     * wrong guesses at its codes are counted against that browser (docs/decisions/001).
     */
    knownDeviceKey: text("known_device_key"),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("otp_codes_phone_idx").on(t.phone, t.createdAt),
    index("otp_codes_ip_idx").on(t.requestIp, t.createdAt),
  ],
);

/**
 * Addresses a number has signed in from (proved it read a code there), for 90 days after the last sign-in:
 * the number's own addresses, which the per-number limits that strangers can fill never hold
 * (docs/decisions/001). Keyed by sha256(phone|address), so the table alone lists no one's addresses; the
 * account it signed in to is kept so deleting the account deletes the rows.
 */
export const knownSignInAddresses = pgTable(
  "known_sign_in_addresses",
  {
    keyHash: text("key_hash").primaryKey(),
    userId: userRef("user_id"),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_sign_in_addresses_user_idx").on(t.userId)],
);

/**
 * Browsers a number has signed in from, for 90 days after the last sign-in there: the browser keeps a random
 * known_device cookie, stored here only as sha256(phone|token). Such a browser is the number's own, like a
 * known address, wherever it connects from (docs/decisions/001).
 */
export const knownSignInDevices = pgTable(
  "known_sign_in_devices",
  {
    keyHash: text("key_hash").primaryKey(),
    userId: userRef("user_id"),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_sign_in_devices_user_idx").on(t.userId)],
);

export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    userId: userRef("user_id").unique(),
    name: text("name"),
    age: integer("age"),
    location: text("location"),
    bio: text("bio"),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    verified: boolean("verified").notNull().default(false),
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    dateCount: integer("date_count").notNull().default(0),
    responseRate: integer("response_rate").notNull().default(0),
    distance: integer("distance"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    height: text("height"),
    occupation: text("occupation"),
    education: text("education"),
    lookingFor: text("looking_for"),
    interestedIn: text("interested_in").array().notNull().default(sql`'{Everyone}'::text[]`),
    gender: text("gender"),
    pronouns: text("pronouns"),
    acceptingMatches: boolean("accepting_matches").notNull().default(true),
    appearInSearches: boolean("appear_in_searches").notNull().default(true),
    /** 'Pause my account': out of search and new matches, chats kept; the two switches above stay as set. */
    paused: boolean("paused").notNull().default(false),
    pushNotifications: boolean("push_notifications").notNull().default(true),
    /**
     * Out of search until a moderator decides (an 'underage' report), and for good after a ban. Kept on
     * profiles so the matching journal's triggers see the change like any other search field.
     */
    moderationHold: boolean("moderation_hold").notNull().default(false),
    smoking: text("smoking"),
    drinking: text("drinking"),
    drugs: text("drugs"),
    hasKids: boolean("has_kids"),
    wantsKids: text("wants_kids"),
    religion: text("religion"),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    politicalViews: text("political_views"),
    bodyType: text("body_type"),
    ethnicity: text("ethnicity"),
    zodiacSign: text("zodiac_sign"),
    stdStatus: text("std_status"),
    accessibility: text("accessibility"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profiles_lat_lng_idx").on(t.latitude, t.longitude)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "cascade" }),
    reviewerName: text("reviewer_name"),
    reviewerPhoto: text("reviewer_photo"),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    helpful: integer("helpful").notNull().default(0),
  },
  (t) => [index("reviews_profile_idx").on(t.profileId), index("reviews_reviewer_idx").on(t.reviewerId)],
);

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  backgroundImage: text("background_image"),
});

export const questions = pgTable(
  "questions",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    statement: text("statement").notNull(),
    order: integer("order").notNull(),
    backgroundImage: text("background_image"),
  },
  (t) => [index("questions_category_idx").on(t.categoryId, t.order)],
);

export const userResponses = pgTable(
  "user_responses",
  {
    id: id(),
    userId: userRef("user_id"),
    questionId: text("question_id").notNull(),
    categoryId: text("category_id").notNull(),
    response: text("response", { enum: ["D", "O", "W", "N"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_responses_user_question_uq").on(t.userId, t.questionId),
    index("user_responses_user_category_idx").on(t.userId, t.categoryId),
    index("user_responses_question_idx").on(t.questionId, t.response),
  ],
);

export const userPreferences = pgTable("user_preferences", {
  id: id(),
  userId: userRef("user_id").unique(),
  distanceRadius: integer("distance_radius").notNull().default(25),
  useDeviceLocation: boolean("use_device_location").notNull().default(true),
  manualLocationLat: doublePrecision("manual_location_lat"),
  manualLocationLng: doublePrecision("manual_location_lng"),
  manualLocationLabel: text("manual_location_label"),
  /** 'Who I want to see': ages shown, and met both ways (someone outside my range does not see me either). */
  ageMin: integer("age_min").notNull().default(18),
  ageMax: integer("age_max").notNull().default(100),
  /** Only verified people in my results (and only verified people see me). */
  verifiedOnly: boolean("verified_only").notNull().default(false),
});

export const customQuestions = pgTable(
  "custom_questions",
  {
    id: id(),
    senderId: userRef("sender_id"),
    receiverId: userRef("receiver_id"),
    questionText: text("question_text").notNull(),
    senderResponse: text("sender_response", { enum: ["D", "O", "W", "N"] }),
    receiverResponse: text("receiver_response", { enum: ["D", "O", "W", "N"] }),
    category: text("category").notNull().default("Custom"),
    clientId: uuid("client_id"),
    /** What the message check said when it was sent (docs/product.md, "Message check"); null when nothing. */
    flag: text("flag", { enum: ["harmful", "scam"] }),
    createdAt: createdAt(),
  },
  (t) => [
    index("custom_questions_pair_idx").on(t.senderId, t.receiverId, t.createdAt),
    uniqueIndex("custom_questions_sender_client_uq").on(t.senderId, t.clientId),
    // Foreign keys get an index each, so deleting an account does not scan the table.
    index("custom_questions_receiver_idx").on(t.receiverId),
  ],
);

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

/**
 * One row per use of a per-person allowance (changing an answer, moving one's search point), counted over
 * a sliding window in the database, so every instance and a restart agree (modules/allowances).
 */
export const allowanceUses = pgTable(
  "allowance_uses",
  {
    id: id(),
    userId: userRef("user_id"),
    kind: text("kind", { enum: ["answer-change", "location-move", "image-decode"] }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("allowance_uses_user_kind_idx").on(t.userId, t.kind, t.usedAt)],
);

/**
 * Room a photo upload holds on a profile while its images are decoded and stored, so parallel uploads are
 * counted against the profile's room before any decode (modules/photos; issue 23, finding 9). A hold left by
 * a crashed process stops counting at expires_at.
 */
export const photoUploadHolds = pgTable(
  "photo_upload_holds",
  {
    id: id(),
    userId: userRef("user_id"),
    photos: integer("photos").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("photo_upload_holds_user_idx").on(t.userId)],
);

/**
 * A photo that entered DOWN but is not on the profile yet: "checking" until the nudity screen has scored it,
 * "held" when it scored over the threshold and waits for a moderator. Others never see these (they read
 * profiles.photos only); the owner sees them with "Under review" (docs/decisions/026-photo-screening.md).
 */
export const photoScreenings = pgTable(
  "photo_screenings",
  {
    url: text("url").primaryKey(),
    userId: userRef("user_id"),
    state: text("state", { enum: ["checking", "held"] })
      .notNull()
      .default("checking"),
    score: real("score"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    screenedAt: timestamp("screened_at", { withTimezone: true }),
  },
  (t) => [
    index("photo_screenings_user_idx").on(t.userId),
    index("photo_screenings_state_idx").on(t.state, t.createdAt),
  ],
);

export const userAnalytics = pgTable(
  "user_analytics",
  {
    id: id(),
    userId: userRef("user_id"),
    categoryId: text("category_id").notNull(),
    categoryName: text("category_name").notNull(),
    dCount: integer("d_count").notNull().default(0),
    oCount: integer("o_count").notNull().default(0),
    wCount: integer("w_count").notNull().default(0),
    nCount: integer("n_count").notNull().default(0),
    matchSuccessRate: real("match_success_rate").notNull().default(0),
    dateSuccessRate: real("date_success_rate").notNull().default(0),
    lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_analytics_user_category_uq").on(t.userId, t.categoryId)],
);

export const chatbotMessages = pgTable(
  "chatbot_messages",
  {
    id: id(),
    userId: userRef("user_id"),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    includesVisual: boolean("includes_visual").notNull().default(false),
    visualType: text("visual_type"),
    createdAt: createdAt(),
  },
  (t) => [index("chatbot_messages_user_idx").on(t.userId, t.createdAt)],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    senderId: userRef("sender_id"),
    receiverId: userRef("receiver_id"),
    content: text("content").notNull(),
    read: boolean("read").notNull().default(false),
    /** The sender's id for this send; a retry with the same one finds the first row instead of adding one. */
    clientId: uuid("client_id"),
    /**
     * What the message check said when it was sent (docs/product.md, "Message check"): "harmful" (sent
     * anyway after "Are you sure?"; the receiver sees "Does this bother you?") or "scam" (an ask for money
     * or another app early in the conversation; the receiver sees a safety tip); null when nothing.
     */
    flag: text("flag", { enum: ["harmful", "scam"] }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_pair_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("messages_receiver_unread_idx").on(t.receiverId, t.read),
    uniqueIndex("messages_sender_client_uq").on(t.senderId, t.clientId),
    // The per-minute cap counts a sender's recent rows.
    index("messages_sender_time_idx").on(t.senderId, t.createdAt),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: userRef("user_id"),
    type: text("type", {
      // 'moderation': an alert to a moderator, leading to the queue (decision 019).
      enum: ["match", "match-request", "view", "message", "system", "invite", "date", "review", "moderation"],
    }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.read, t.createdAt),
    index("notifications_actor_idx").on(t.actorId),
  ],
);

export const blocks = pgTable(
  "blocks",
  {
    blockerId: userRef("blocker_id"),
    blockedId: userRef("blocked_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);

export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: userRef("reporter_id"),
    reportedId: userRef("reported_id"),
    reason: text("reason").notNull(),
    details: text("details"),
    /**
     * Whether the reported person had reached the reporter (a match request, a message or a date invite)
     * when the report was filed. Only such reports can hold someone before a moderator looks (decision 019);
     * kept on the row because the report's own block deletes the match requests that showed it.
     */
    reporterHadContact: boolean("reporter_had_contact").notNull().default(false),
    /**
     * The message the report is about ("Does this bother you?"), and its words as they were when reported,
     * so moderators still read them if the sender deletes their account.
     */
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    messageContent: text("message_content"),
    /** Open until a moderator dismisses, warns or bans; then the action that closed it. */
    status: text("status", { enum: ["open", "dismissed", "warned", "banned"] })
      .notNull()
      .default("open"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_reported_idx").on(t.reportedId),
    index("reports_reporter_idx").on(t.reporterId),
    index("reports_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
    // Deleting a message (with its sender's account) sets this to null without scanning reports.
    index("reports_message_idx").on(t.messageId).where(sql`${t.messageId} is not null`),
  ],
);

/**
 * Every moderator decision, with who took it. The moderator's phone is kept beside the id so the log
 * still says who acted after that account is gone.
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: id(),
    moderatorId: uuid("moderator_id").references(() => users.id, { onDelete: "set null" }),
    moderatorPhone: text("moderator_phone").notNull(),
    targetId: userRef("target_id"),
    action: text("action", { enum: ["dismiss", "warn", "ban"] }).notNull(),
    /** How many open reports the action closed. */
    reportCount: integer("report_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_actions_target_idx").on(t.targetId, t.createdAt),
    index("moderation_actions_moderator_idx").on(t.moderatorId),
  ],
);

/**
 * One row per viewer, person viewed and UTC day: a day's repeat visits move `viewedAt` (the viewer's
 * Recently viewed order) but count once. A viewer hidden from searches leaves an anonymous row: it keeps
 * their own Recently viewed, and is never counted or told to the person viewed.
 */
export const profileViews = pgTable(
  "profile_views",
  {
    id: id(),
    viewerId: userRef("viewer_id"),
    viewedId: userRef("viewed_id"),
    day: date("day", { mode: "string" }).notNull().default(sql`((now() at time zone 'utc')::date)`),
    anonymous: boolean("anonymous").notNull().default(false),
    createdAt: createdAt(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("profile_views_viewer_viewed_day_uq").on(t.viewerId, t.viewedId, t.day),
    index("profile_views_viewer_idx").on(t.viewerId, t.viewedAt),
    index("profile_views_viewed_idx").on(t.viewedId, t.day),
  ],
);

/** People a user saved with the heart on a card; private to the user. */
export const favorites = pgTable(
  "favorites",
  {
    userId: userRef("user_id"),
    favoriteId: userRef("favorite_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.favoriteId] }), index("favorites_favorite_idx").on(t.favoriteId)],
);

export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["feedback", "contact"] }).notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_user_idx").on(t.userId)],
);

/** Web Push subscriptions (one per browser the person allowed notifications in). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userRef("user_id"),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The matching index's change journal: a row per user whose answers, profile or preferences changed,
 * written by statement triggers (migration 0004_matching_changes) so every writer is covered, bulk ones too.
 * A snapshot of the index records the last seq it reflects; a restart replays only users changed after
 * it. No foreign key: deletions must be journaled too. Rows older than a week are pruned.
 */
export const matchingChanges = pgTable(
  "matching_changes",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("matching_changes_changed_at_idx").on(t.changedAt)],
);

/**
 * 'Download my data' links: the token is given once and stored hashed; the rows also count the day's
 * exports (at most 3). Used rows stay until the account goes, as a record of what was handed out.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: userRef("user_id"),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Photo verification attempts: a selfie copying `pose`, kept privately under `selfie_key` (storage's
 * private prefix), decided by a moderator. Only an approved one sets profiles.verified.
 */
export const photoVerifications = pgTable(
  "photo_verifications",
  {
    id: id(),
    userId: userRef("user_id"),
    pose: text("pose").notNull(),
    selfieKey: text("selfie_key").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected", "superseded"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("photo_verifications_user_idx").on(t.userId, t.createdAt),
    index("photo_verifications_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index("photo_verifications_decided_by_idx").on(t.decidedBy),
  ],
);

/**
 * The pose handed out for a person's next selfie (one at a time). A selfie must copy this pose, so the
 * random pick cannot be swapped for one that fits an old photo; it is replaced once a selfie is sent.
 */
export const verificationPoses = pgTable("verification_poses", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pose: text("pose").notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Instagram and Spotify connections. Tokens are sealed with TOKEN_ENCRYPTION_KEY (AES-256-GCM) and
 * never sent to the browser; `topArtists` is what the profile shows from Spotify.
 */
export const connectedAccounts = pgTable(
  "connected_accounts",
  {
    id: id(),
    userId: userRef("user_id"),
    provider: text("provider", { enum: ["instagram", "spotify"] }).notNull(),
    accessTokenSealed: text("access_token_sealed").notNull(),
    refreshTokenSealed: text("refresh_token_sealed"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    topArtists: text("top_artists").array().notNull().default(sql`'{}'::text[]`),
    importedPhotos: integer("imported_photos").notNull().default(0),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("connected_accounts_user_provider_uq").on(t.userId, t.provider)],
);

/**
 * OAuth states handed out and not yet used (modules/connections): the callback deletes its row, so a state
 * works once. Stored as a SHA-256 hash, so the table holds nothing a reader could replay.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: userRef("user_id"),
    provider: text("provider", { enum: ["instagram", "spotify"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("oauth_states_user_idx").on(t.userId)],
);
