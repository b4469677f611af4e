import type { ConversationsPage } from "@down/common/schemas/messages";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { conversationsKey } from "@/lib/realtime/query-keys";

const PAGE = 50;

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: conversationsKey,
    queryFn: ({ pageParam }) =>
      apiJson<ConversationsPage>(
        "GET",
        `/api/conversations?limit=${PAGE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every match with its last line, newest activity first; the realtime client keeps it current. */
export function useConversations() {
  return useInfiniteQuery(conversationsQuery());
}
