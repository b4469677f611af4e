import { useQuery } from "@tanstack/react-query";
import { apiJson, isApiError } from "@/lib/api-client";

import { notificationsUnreadKey } from "@/lib/realtime/query-keys";

/** One spelling with the realtime client, which lights the bell on each notification event. */
export const unreadCountKey = notificationsUnreadKey;

/** Unread notifications for the header bell; an endpoint that is not there counts as none. */
export async function fetchUnreadCount(): Promise<number> {
  try {
    const { count } = await apiJson<{ count: number }>("GET", unreadCountKey[0]);
    return count;
  } catch (error) {
    if (isApiError(error, 404)) return 0;
    throw error;
  }
}

/** A count this recent (in the server's first paint, or asked for by the screen before) is not asked again. */
const JUST_ASKED_MS = 5_000;

/**
 * Every screen mounts its own header, so asking again on mount refreshes the dot each time a screen opens
 * (the realtime client makes it live in between).
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: fetchUnreadCount,
    enabled,
    refetchOnMount: (query) => (Date.now() - query.state.dataUpdatedAt < JUST_ASKED_MS ? false : "always"),
  });
}
