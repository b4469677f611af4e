import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { messages } from "./messages";
import { userRef, users } from "./users";

// Safety and moderation: blocks, reports, moderators' decisions (decision 019), and feedback sent to the team.

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
