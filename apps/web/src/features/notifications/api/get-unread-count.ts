import { useQuery } from "@tanstack/react-query";
import { apiJson, isApiError } from "@/lib/api-client";

export const unreadCountKey = ["/api/notifications/unread-count"] as const;

/** Unread notifications for the header bell; an endpoint that is not there yet counts as none. */
export async function fetchUnreadCount(): Promise<number> {
  try {
    const { count } = await apiJson<{ count: number }>("GET", unreadCountKey[0]);
    return count;
  } catch (error) {
    if (isApiError(error, 404)) return 0;
    throw error;
  }
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ queryKey: unreadCountKey, queryFn: fetchUnreadCount, enabled });
}
