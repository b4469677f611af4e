import type { CustomQuestion, Message } from "@down/common/schemas/messages";
import type { QueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { applyOps, reduceEvent } from "./apply-event";
import type { OutboxEntry } from "./outbox";
import { viewingChat } from "./viewing";

/** Posts one outbox entry and puts the server's copy in the cache (the socket's copy is then a no-op). */
export function deliverTo(client: QueryClient) {
  return async (entry: OutboxEntry) => {
    const ctx = { me: entry.senderId, viewing: viewingChat(), now: Date.now() };
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
