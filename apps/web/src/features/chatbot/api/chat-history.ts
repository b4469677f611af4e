import type { ChatMessage } from "@down/common/schemas/chatbot";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const chatHistoryKey = (userId: string) => ["/api/chatbot/history", userId] as const;

export const chatHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: chatHistoryKey(userId),
    queryFn: () => apiJson<ChatMessage[]>("GET", `/api/chatbot/history/${userId}`),
  });

/** docs/product.md#chatbot-panel: history is requested only while the panel is open and a user id exists. */
export function useChatHistory(userId: string | null, open: boolean) {
  return useQuery({ ...chatHistoryQuery(userId ?? ""), enabled: open && userId !== null });
}
