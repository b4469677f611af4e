import type { ModerationQueue } from "@down/common/schemas/moderation";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

const PAGE = 10;
export const moderationQueueKey = ["/api/moderation/reports"] as const;

export const moderationQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: moderationQueueKey,
    queryFn: ({ pageParam }) =>
      apiJson<ModerationQueue>("GET", `/api/moderation/reports?limit=${PAGE}&cursor=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useModerationQueue = () => useInfiniteQuery(moderationQueueQuery());
