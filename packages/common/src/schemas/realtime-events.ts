import { z } from "../zod";
import { customQuestionSchema, messageSchema } from "./messages";

/**
 * Everything the server pushes down `/api/ws`, one discriminated union: the server builds events with
 * these types and the web client parses each frame with `realtimeEventSchema` before touching its cache.
 * Unknown or malformed frames are dropped by the client, never applied.
 */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  /** The socket is subscribed: anything written from now on arrives; refetch what is on screen. */
  z.object({ type: z.literal("ready") }),
  z.object({
    type: z.literal("message"),
    // senderName lets a push to someone away say who wrote without another query.
    message: messageSchema.extend({ senderName: z.string().nullable() }),
  }),
  z.object({
    type: z.literal("message-read"),
    /** Who read, and whose messages to them were read. */
    readerId: z.uuid(),
    otherId: z.uuid(),
    at: z.string(),
  }),
  z.object({ type: z.literal("typing"), fromUserId: z.uuid() }),
  z.object({
    type: z.literal("custom-question"),
    action: z.enum(["asked", "answered"]),
    question: customQuestionSchema,
  }),
  z.object({ type: z.literal("match-request"), fromUserId: z.uuid(), toUserId: z.uuid() }),
  z.object({
    type: z.literal("match"),
    fromUserId: z.uuid(),
    toUserId: z.uuid(),
    /**
     * The other person as the receiver sees them, for the "It's a Match!" moment: a first name and the first
     * photo, both from the columns anyone may see (never a phone number or a position).
     */
    person: z.object({ id: z.uuid(), name: z.string().nullable(), photo: z.string().nullable() }).optional(),
  }),
  z.object({ type: z.literal("unmatch"), userId: z.uuid() }),
  /** A moderator banned this account: the socket closes and the app returns to the login screen. */
  z.object({ type: z.literal("signed-out") }),
  // Invites and dates: both people's open apps refresh My Dates. The invite rides by id only (no
  // receiverId here): the receiver's push comes from the notification written with it, never twice.
  z.object({
    type: z.literal("invite"),
    action: z.enum(["sent", "accepted", "declined", "cancelled"]),
    inviteId: z.uuid(),
    dateEventId: z.uuid().nullable(),
  }),
  z.object({
    type: z.literal("date"),
    action: z.enum(["completed", "cancelled", "reviewed", "reminder"]),
    dateEventId: z.uuid(),
  }),
  /**
   * A line sent up this socket (a "send" or "ask" frame) is stored: answered only after its transaction has
   * committed, with the stored line as its sender sees it (`created` false: a retry found the first).
   */
  z.object({
    type: z.literal("ack"),
    clientId: z.uuid(),
    created: z.boolean(),
    message: messageSchema.optional(),
    question: customQuestionSchema.optional(),
  }),
  /** A line sent up this socket was refused: the same status and error the HTTP route would have answered. */
  z.object({
    type: z.literal("refused"),
    clientId: z.uuid(),
    status: z.number().int(),
    error: z.object({ code: z.string(), message: z.string(), flagged: z.array(z.string()).optional() }),
  }),
  z.object({
    type: z.literal("notification"),
    notification: z.looseObject({
      id: z.string(),
      userId: z.string(),
      type: z.string(),
      actorId: z.string().nullable(),
      title: z.string(),
    }),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent["type"];

// What a client may send up the socket is in client-frames.ts: the server reads it, and the web app, which
// loads this file's schemas with its first event, never builds it.

/**
 * At most one typing frame per person typed to in this window: the web sends no more often, and the socket
 * (apps/server/src/modules/live/ws.routes.ts) drops what comes sooner. One a window is plenty for a "typing…" line.
 */
export const TYPING_EVERY_MS = 2_000;

/**
 * `/api/ws?after=<time>`: a socket that comes back names the time of the last message it heard, and hears the
 * messages since then (to or from its person) before anything new, so a dropped connection loses nothing.
 */
export const realtimeQuerySchema = z.strictObject({ after: z.iso.datetime({ offset: true }).optional() });

export { REALTIME_PATH } from "../constants";
export { SOCKET_FRAME_MAX_BYTES } from "../socket-frames";
