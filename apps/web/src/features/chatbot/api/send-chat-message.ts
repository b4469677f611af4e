import type { ChatbotReply } from "@down/common/schemas/chatbot";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { chatHistoryKey } from "./chat-history";

export function sendChatMessage(userId: string, message: string): Promise<ChatbotReply> {
  return apiJson<ChatbotReply>("POST", "/api/chatbot/message", { userId, message });
}

/** On success the history is refetched (docs/product.md#chatbot-panel), so the list shows what the server stored. */
export function useSendChatMessage(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => {
      if (!userId) throw new Error("Failed to send message");
      return sendChatMessage(userId, message);
    },
    onSuccess: () => {
      if (userId) return queryClient.invalidateQueries({ queryKey: chatHistoryKey(userId) });
    },
  });
}
