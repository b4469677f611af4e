import { z } from "../zod";
import { userIdSchema } from "./ids";
import { REPORT_REASONS } from "./safety";
import { offsetCursor, pageSize } from "./text";

/** What a moderator may do with a reported person's open reports. */
export const MODERATION_ACTIONS = ["dismiss", "warn", "ban"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_QUEUE_PAGE_MAX = 20;

export const moderationQueueQuerySchema = z.strictObject({
  limit: pageSize(10, MODERATION_QUEUE_PAGE_MAX),
  cursor: offsetCursor(100_000),
});

export const moderationActionBodySchema = z.strictObject({
  userId: userIdSchema,
  action: z.enum(MODERATION_ACTIONS, { error: "Please choose dismiss, warn or ban" }),
});
export type ModerationActionBody = z.infer<typeof moderationActionBodySchema>;

export const reportEntrySchema = z.object({
  id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  /** The message the report attached ("Does this bother you?"), as it read when reported. */
  message: z.string().nullable().optional(),
  createdAt: z.string(),
});

/** One reported person with every open report about them; reporters stay anonymous even to moderators. */
export const reportedPersonSchema = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  photos: z.array(z.string()),
  /** Out of search until a decision (an 'underage' report). */
  onHold: z.boolean(),
  reporterCount: z.number().int(),
  reports: z.array(reportEntrySchema),
});
export type ReportedPerson = z.infer<typeof reportedPersonSchema>;

export const moderationQueueSchema = z.object({
  items: z.array(reportedPersonSchema),
  nextCursor: z.number().int().nullable(),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationActionResultSchema = z.object({
  ok: z.literal(true),
  action: z.enum(MODERATION_ACTIONS),
  /** How many open reports the action closed. */
  closed: z.number().int(),
});
export type ModerationActionResult = z.infer<typeof moderationActionResultSchema>;
