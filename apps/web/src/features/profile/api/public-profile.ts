import type { MatchRequestResult } from "@down/common/schemas/matches";
import type { PublicProfile } from "@down/common/schemas/public-profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiJson } from "@/lib/api-client";

export const publicProfileQuery = (id: string) =>
  queryOptions({
    queryKey: ["/api/public-profiles", id],
    queryFn: () => apiJson<PublicProfile>("GET", `/api/public-profiles/${id}`),
  });

export function usePublicProfile(id: string) {
  return useQuery(publicProfileQuery(id));
}

/**
 * Records that the user opened someone's profile, once per screen visit (the server counts one a day),
 * after the profile loaded: a profile that cannot be shown records nothing.
 */
export function useRecordView(id: string, enabled: boolean) {
  const client = useQueryClient();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || recorded.current === id) return;
    recorded.current = id;
    apiJson("POST", "/api/profile-views", { viewedUserId: id })
      .then(() => client.invalidateQueries({ queryKey: ["/api/recently-viewed"] }))
      // A view is a side note to opening the profile; failing to record it must not disturb the screen.
      .catch(() => undefined);
  }, [client, id, enabled]);
}

export function useSendRequest(fromUserId: string, toUserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<MatchRequestResult>("POST", "/api/match-requests", { fromUserId, toUserId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["/api/public-profiles", toUserId] });
      void client.invalidateQueries({ queryKey: ["/api/matches"] });
    },
  });
}

/** DELETE /api/matches/{currentUserId}/{otherUserId}; match lists and the profile refresh after. */
export function useUnmatch(currentUserId: string, otherUserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ ok: true }>("DELETE", `/api/matches/${currentUserId}/${otherUserId}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["/api/matches"] });
      void client.invalidateQueries({ queryKey: ["/api/public-profiles", otherUserId] });
      void client.invalidateQueries({ queryKey: ["/api/recently-viewed"] });
    },
  });
}
