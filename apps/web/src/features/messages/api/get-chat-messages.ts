import type { MessagesPage } from "@down/common/schemas/messages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { chatKey } from "@/lib/realtime/query-keys";

/** The newest 50 first; each older page by cursor as the person scrolls up. */
export function useChatMessages(me: string, otherId: string) {
  return useInfiniteQuery({
    queryKey: chatKey(me, otherId),
    queryFn: ({ pageParam }) =>
      apiJson<MessagesPage>(
        "GET",
        `/api/conversations/${me}/${otherId}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
