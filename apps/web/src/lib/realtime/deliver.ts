import type { CustomQuestion, Message } from "@down/common/schemas/messages";
import { SOCKET_FRAME_MAX_BYTES } from "@down/common/socket-frames";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, apiJson } from "@/lib/api-client";
import { applyOps, reduceEvent } from "./apply-event";
import type { OutboxEntry } from "./outbox";
import type { LineAck, RealtimeConnection } from "./reconnecting-socket";
import { viewingChat } from "./viewing";

/**
 * Sends the entry up the open socket (issue 28, decision 032): answered by an ack after the server's commit.
 * Undefined when the socket cannot carry it (not open, closed before the ack, no ack in time, a line too long
 * for a frame, a server error): then it goes by POST with the same clientId, which the server stores once.
 * A refusal (403, 422 "Are you sure?", 429) is thrown as POST's ApiError would be.
 */
async function overSocket(connection: RealtimeConnection | null, entry: OutboxEntry): Promise<LineAck | undefined> {
  if (!connection) return undefined;
  const base = {
    clientId: entry.clientId,
    receiverId: entry.receiverId,
    ...(entry.confirmFlagged ? { confirmFlagged: true } : {}),
  };
  const frame =
    entry.kind === "message"
      ? { type: "send" as const, ...base, content: entry.text }
      : { type: "ask" as const, ...base, questionText: entry.text };
  if (new TextEncoder().encode(JSON.stringify(frame)).length > SOCKET_FRAME_MAX_BYTES) return undefined;
  try {
    return await connection.sendLine(frame);
  } catch (error) {
    const { LineRefused } = await import("./reconnecting-socket");
    if (error instanceof LineRefused && error.refusal.status < 500) {
      throw new ApiError(
        error.refusal.status,
        error.refusal.error.code,
        JSON.stringify({ error: error.refusal.error }),
      );
    }
    return undefined;
  }
}

/**
 * Sends one outbox entry, up the socket when it is open or else by POST, and puts the server's copy in the
 * cache (the socket's copy of the event is then a no-op).
 */
export function deliverTo(client: QueryClient, socket: () => RealtimeConnection | null = () => null) {
  return async (entry: OutboxEntry) => {
    const ctx = { me: entry.senderId, viewing: viewingChat(), now: Date.now() };
    const ack = await overSocket(socket(), entry);
    if (ack?.message) {
      applyOps(client, reduceEvent({ type: "message", message: { ...ack.message, senderName: null } }, ctx));
      return;
    }
    if (ack?.question) {
      applyOps(client, reduceEvent({ type: "custom-question", action: "asked", question: ack.question }, ctx));
      return;
    }
    if (entry.kind === "message") {
      const message = await apiJson<Message>("POST", "/api/messages", {
        senderId: entry.senderId,
        receiverId: entry.receiverId,
        content: entry.text,
        createdAt: entry.createdAt,
        clientId: entry.clientId,
        ...(entry.confirmFlagged ? { confirmFlagged: true } : {}),
      });
      applyOps(client, reduceEvent({ type: "message", message: { ...message, senderName: null } }, ctx));
      return;
    }
    const question = await apiJson<CustomQuestion>("POST", "/api/custom-questions", {
      senderId: entry.senderId,
      receiverId: entry.receiverId,
      questionText: entry.text,
      createdAt: entry.createdAt,
      clientId: entry.clientId,
      ...(entry.confirmFlagged ? { confirmFlagged: true } : {}),
    });
    applyOps(client, reduceEvent({ type: "custom-question", action: "asked", question }, ctx));
  };
}
