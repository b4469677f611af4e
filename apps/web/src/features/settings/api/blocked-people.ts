import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { blocksQueryKey, fetchBlocksPage } from "@/components/safety-menu";

/** The people I blocked, newest first, 20 at a time. */
export const blockedPeopleQuery = () =>
  infiniteQueryOptions({
    queryKey: blocksQueryKey,
    queryFn: ({ pageParam }) => fetchBlocksPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useBlockedPeople = () => useInfiniteQuery(blockedPeopleQuery());
