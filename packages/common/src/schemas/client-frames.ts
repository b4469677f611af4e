import { z } from "../zod";
import { customQuestionBodySchema, messageBodySchema } from "./messages";

/**
 * What a client may send up the socket: typing, and chat lines with an acknowledgement (issue 28): a "send" is
 * POST /api/messages' body and an "ask" POST /api/custom-questions', without the sender (the socket's person)
 * and with a clientId always, which the ack or refusal names. Everything else goes through the HTTP API, and
 * these two stay there too for a client without an open socket (same rules, same answers).
 */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("typing"), toUserId: z.uuid() }),
  messageBodySchema
    .omit({ senderId: true, createdAt: true })
    .extend({ type: z.literal("send"), clientId: z.uuid({ error: "Invalid clientId" }) }),
  customQuestionBodySchema
    .omit({ senderId: true, createdAt: true })
    .extend({ type: z.literal("ask"), clientId: z.uuid({ error: "Invalid clientId" }) }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
