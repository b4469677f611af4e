import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userRef } from "./users";

// The questions, a person's answers and search preferences, custom questions, and the matching index's change
// journal.

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
