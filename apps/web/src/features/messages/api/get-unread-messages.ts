import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { unreadMessagesKey } from "@/lib/realtime/query-keys";

/** Unread messages across every conversation, for the Messages tab's badge (kept live by the socket). */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: unreadMessagesKey,
    queryFn: () => apiJson<{ count: number }>("GET", unreadMessagesKey[0]),
    enabled,
    select: (data) => data.count,
  });
}
