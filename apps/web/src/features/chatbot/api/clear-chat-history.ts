import type { ChatMessage } from "@down/common/schemas/chatbot";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { chatHistoryKey } from "./chat-history";

export function clearChatHistory(userId: string): Promise<{ ok: true; deleted: number }> {
  return apiJson("DELETE", `/api/chatbot/history/${userId}`);
}

export function useClearChatHistory(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (!userId) throw new Error("No user");
      return clearChatHistory(userId);
    },
    onSuccess: () => {
      if (userId) queryClient.setQueryData<ChatMessage[]>(chatHistoryKey(userId), []);
    },
  });
}
