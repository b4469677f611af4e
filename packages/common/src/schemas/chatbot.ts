import { z } from "../zod";
import { userIdSchema } from "./ids";
import { text } from "./text";

/** A question to LOVE: 1–500 characters after trimming (docs/product.md#chatbot-panel: trimmed empty text is never sent). */
export const CHATBOT_MESSAGE_MAX = 500;
/** Questions a person may ask LOVE per minute; more is a 429. */
export const CHATBOT_MESSAGES_PER_MINUTE = 20;
/** History returns the newest this many messages, oldest first. */
export const CHATBOT_HISTORY_LIMIT = 100;

/** Step-by-step pictures the panel can draw; an answer names one with includesVisual. */
export const VISUAL_TYPES = ["swipe-directions", "invite-date", "block-report"] as const;
export type VisualType = (typeof VISUAL_TYPES)[number];

export const chatbotMessageBodySchema = z.strictObject({
  userId: userIdSchema,
  message: text({ min: 1, max: CHATBOT_MESSAGE_MAX, multiline: true, minMessage: "Please type a question" }),
});
export type ChatbotMessageBody = z.input<typeof chatbotMessageBodySchema>;

/**
 * One line of the conversation. Assistant content may hold in-app links written as `[Open Settings](/settings)`;
 * the panel turns those (and only paths starting with "/") into links that navigate and close it.
 */
export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  includesVisual: z.boolean(),
  visualType: z.enum(VISUAL_TYPES).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistorySchema = z.array(chatMessageSchema);
/** DELETE /api/chatbot/history/{userId}: how many lines of the conversation were deleted. */
export const chatHistoryClearedSchema = z.object({ ok: z.literal(true), deleted: z.number().int() });

/** LOVE's reply to one question; `suggestions` are chips offered when LOVE is unsure (or on a greeting). */
export const chatbotReplySchema = chatMessageSchema.extend({
  role: z.literal("assistant"),
  suggestions: z.array(z.string()),
});
export type ChatbotReply = z.infer<typeof chatbotReplySchema>;

/** The four questions a first open offers as chips (and the fallback offers again). */
export const SUGGESTED_QUESTIONS = [
  "How does matching work?",
  "How do I invite someone on a date?",
  "How many matches do I have?",
  "How do I block someone?",
] as const;
