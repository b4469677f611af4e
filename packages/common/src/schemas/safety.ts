import { z } from "../zod";
import { userIdSchema } from "./ids";
import { offsetCursor, pageSize, text } from "./text";

/** Why someone is reported; the order is the order the report dialog lists them. */
export const REPORT_REASONS = [
  "fake-profile",
  "harassment",
  "inappropriate-photos",
  "underage",
  "scam-or-spam",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  "fake-profile": "Fake profile",
  harassment: "Harassment",
  "inappropriate-photos": "Inappropriate photos",
  underage: "Underage",
  "scam-or-spam": "Scam or spam",
  other: "Other",
};
export const REPORT_DETAILS_MAX = 1000;
/** A person may file this many reports in any 24 hours; more is a 429. */
export const REPORTS_PER_DAY = 20;
/**
 * Reasons that can hold the person out of everyone's sight before a moderator looks (only when credible,
 * docs/decisions/019-reports-that-hold.md), and so alert the moderators at once.
 */
export const HOLD_REASONS = ["underage"] as const satisfies readonly ReportReason[];
export const isHoldReason = (reason: ReportReason): boolean => (HOLD_REASONS as readonly string[]).includes(reason);
/** Of those, a person may file this many in any 24 hours (within REPORTS_PER_DAY); more is a 429. */
export const HOLD_REPORTS_PER_DAY = 3;
/** And block this many people in any 24 hours (far above honest use; stops scripted sweeps). */
export const BLOCKS_PER_DAY = 200;
export const BLOCKS_PAGE_MAX = 50;

export const blockBodySchema = z.strictObject({ blockedUserId: userIdSchema });
export type BlockBody = z.infer<typeof blockBodySchema>;
export const blockedUserParamsSchema = z.strictObject({ blockedUserId: userIdSchema });

export const reportBodySchema = z.strictObject({
  reportedUserId: userIdSchema,
  reason: z.enum(REPORT_REASONS, { error: "Please choose a reason" }),
  details: text({ max: REPORT_DETAILS_MAX, multiline: true }).optional().default(""),
  /** "Does this bother you?": the message the report is about; only one the reporter received from them. */
  messageId: z.uuid({ error: "Invalid message id" }).optional(),
});
export type ReportBody = z.input<typeof reportBodySchema>;
/** POST /api/reports (201): the report's id; reporting also blocks. */
export const reportResultSchema = z.object({ ok: z.literal(true), id: z.uuid() });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** Paging of the blocked list: the cursor is the offset already shown (a person blocks few people). */
export const blocksQuerySchema = z.strictObject({
  limit: pageSize(20, BLOCKS_PAGE_MAX),
  cursor: offsetCursor(100_000),
});

export const blockedPersonSchema = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  photo: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
export const blocksPageSchema = z.object({
  items: z.array(blockedPersonSchema),
  nextCursor: z.number().int().nullable(),
});
export type BlocksPage = z.infer<typeof blocksPageSchema>;
