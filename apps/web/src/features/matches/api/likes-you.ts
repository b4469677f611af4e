import type { LikesYouItem, LikesYouPage, MatchRequestResult } from "@down/common/schemas/matches";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { showMatchMoment } from "@/lib/match-moment/match-moment-store";
import { likesYouKey, matchesKeyPrefix, publicProfilesKeyPrefix } from "@/lib/realtime/query-keys";

/** GET /api/likes-you, 20 a page, newest request first; the socket refreshes it when someone asks. */
export const likesYouQuery = () =>
  infiniteQueryOptions({
    queryKey: likesYouKey,
    queryFn: ({ pageParam }) =>
      apiJson<LikesYouPage>("GET", `/api/likes-you${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useLikesYou() {
  return useInfiniteQuery(likesYouQuery());
}

/**
 * One-tap Match Back: the request the other way, which makes the match; "It's a Match!" comes up at once (the
 * socket's own event for it shows nothing twice), and the lists follow.
 */
export function useMatchBack(myId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: LikesYouItem) =>
      apiJson<MatchRequestResult>("POST", "/api/match-requests", { fromUserId: myId, toUserId: item.profile.id }),
    onSuccess: (result, item) => {
      const { profile } = item;
      if (result.mutual) showMatchMoment({ id: profile.id, name: profile.name, photo: profile.photo });
      void client.invalidateQueries({ queryKey: likesYouKey });
      void client.invalidateQueries({ queryKey: matchesKeyPrefix });
      void client.invalidateQueries({ queryKey: [...publicProfilesKeyPrefix, profile.id] });
    },
  });
}
