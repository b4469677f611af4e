import { RESPONSE_WEIGHTS, RESPONSES, type Response } from "../constants";
import { z } from "../zod";
import { timeIdCursorSchema } from "./cursors";
import { userIdSchema } from "./ids";
import { groupDigits, pageSize, text } from "./text";

export const MESSAGE_MAX = 2000;
export const QUESTION_MAX = 300;
/** A chat page: the newest 50 first, older pages by cursor as the person scrolls up. */
export const MESSAGES_PAGE_MAX = 50;
export const CONVERSATIONS_PAGE_MAX = 50;
/** Per-sender caps; the server answers 429 with a clear message beyond them. */
export const MESSAGES_PER_MINUTE = 30;
export const NEW_CONVERSATIONS_PER_DAY = 5;

export const DOWN_ANSWERS = RESPONSES;
export type DownAnswer = Response;

// Out-of-range sizes are clamped rather than refused, like every list.
const clampedLimit = (max: number) => pageSize(max, max);

/** Opaque paging cursor: the ISO time and id of the last row shown ("2026-01-01T00:00:00.000Z_<uuid>"). */
export const cursorSchema = timeIdCursorSchema;

export const messageBodySchema = z.strictObject({
  senderId: userIdSchema,
  receiverId: userIdSchema,
  content: text({
    min: 1,
    max: MESSAGE_MAX,
    multiline: true,
    minMessage: "Write a message first",
    maxMessage: `Keep a message under ${groupDigits(MESSAGE_MAX)} characters`,
  }),
  /** Sent by older clients; the server's clock is the message time. */
  createdAt: text({ max: 40 }).optional(),
  /** One per send: a retry with the same clientId returns the first message instead of a second. */
  clientId: z.uuid({ error: "Invalid clientId" }).optional(),
  /**
   * The sender saw "Are you sure?" and chose to send anyway. Without it a line the message check flags is
   * refused with 422 message_flagged and the flagged words, and nothing is stored (docs/product.md,
   * "Message check").
   */
  confirmFlagged: z.boolean().optional(),
});
export type MessageBody = z.input<typeof messageBodySchema>;

/** What the message check said about a stored line, shown to its receiver only; null for the sender. */
export const LINE_FLAGS = ["harmful", "scam"] as const;
export type LineFlag = (typeof LINE_FLAGS)[number];
/**
 * A money, gift-card, crypto or other-app ask earns the receiver a safety tip while the conversation is
 * young: within its first this-many lines (messages both ways), when such asks are what scams open with.
 */
export const SCAM_TIP_WINDOW = 10;

/** The body of a 422 "Are you sure?": the words the check flagged, as the sender wrote them. */
export const messageFlaggedErrorSchema = z.object({
  error: z.object({ code: z.literal("message_flagged"), message: z.string(), flagged: z.array(z.string()) }),
});
export type MessageFlaggedError = z.infer<typeof messageFlaggedErrorSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  content: z.string(),
  read: z.boolean(),
  clientId: z.uuid().nullable(),
  createdAt: z.string(),
  /** For the receiver: "harmful" shows "Does this bother you?", "scam" a safety tip. Absent on older servers. */
  flag: z.enum(LINE_FLAGS).nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const pageQuerySchema = (max: number) =>
  z.strictObject({ limit: clampedLimit(max), cursor: cursorSchema.optional() });
export const messagesQuerySchema = pageQuerySchema(MESSAGES_PAGE_MAX);
export const conversationsQuerySchema = pageQuerySchema(CONVERSATIONS_PAGE_MAX);

/** A page of a chat: items oldest to newest within the page; nextCursor reaches older ones. */
export const messagesPageSchema = z.object({ items: z.array(messageSchema), nextCursor: z.string().nullable() });
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** POST /api/conversations/{userId}/{otherId}/read: how many of their messages this marked read. */
export const markReadResultSchema = z.object({ ok: z.literal(true), marked: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

export const customQuestionBodySchema = z.strictObject({
  senderId: userIdSchema,
  receiverId: userIdSchema,
  questionText: text({
    min: 1,
    max: QUESTION_MAX,
    minMessage: "Write a question first",
    maxMessage: `Keep a question under ${QUESTION_MAX} characters`,
  }),
  createdAt: text({ max: 40 }).optional(),
  clientId: z.uuid({ error: "Invalid clientId" }).optional(),
  /** As on a message: the sender chose to send a flagged question anyway. */
  confirmFlagged: z.boolean().optional(),
});
export type CustomQuestionBody = z.input<typeof customQuestionBodySchema>;

export const customQuestionResponseBodySchema = z.strictObject({
  userId: userIdSchema,
  response: z.enum(DOWN_ANSWERS, { error: "Answer with D, O, W or N" }),
});
export const customQuestionIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Invalid question id" }) });

export const customQuestionSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  questionText: z.string(),
  senderResponse: z.enum(DOWN_ANSWERS).nullable(),
  receiverResponse: z.enum(DOWN_ANSWERS).nullable(),
  category: z.string(),
  createdAt: z.string(),
  flag: z.enum(LINE_FLAGS).nullable().optional(),
});
export type CustomQuestion = z.infer<typeof customQuestionSchema>;

export const customQuestionsPageSchema = z.object({
  items: z.array(customQuestionSchema),
  nextCursor: z.string().nullable(),
});
export type CustomQuestionsPage = z.infer<typeof customQuestionsPageSchema>;

/** A custom question's match level: the lower of the two answers by weight (docs/product.md#chat), null until both answered. */
export function matchLevel(a: DownAnswer | null, b: DownAnswer | null): DownAnswer | null {
  if (!a || !b) return null;
  return RESPONSE_WEIGHTS[a] <= RESPONSE_WEIGHTS[b] ? a : b;
}

export const conversationPreviewSchema = z.object({
  kind: z.enum(["message", "question"]),
  text: z.string(),
  senderId: z.uuid(),
  createdAt: z.string(),
});
export type ConversationPreview = z.infer<typeof conversationPreviewSchema>;

export const conversationSchema = z.object({
  otherId: z.uuid(),
  name: z.string().nullable(),
  photo: z.string().nullable(),
  matchedAt: z.string().nullable(),
  last: conversationPreviewSchema.nullable(),
  unread: z.number().int(),
  /** Newest activity: the last message or question, else the match time. The list is ordered by it. */
  activityAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
