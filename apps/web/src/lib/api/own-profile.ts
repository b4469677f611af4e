import type { OwnProfile } from "@down/common/schemas/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** One cache entry per user, shared by Edit Profile and the completeness banner. */
export const ownProfileKey = (userId: string) => ["/api/profiles", userId] as const;

export const ownProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ownProfileKey(userId),
    queryFn: () => apiJson<OwnProfile>("GET", `/api/profiles/${userId}`),
    // A new photo the photo check is still scoring (usually a second or two) appears on the profile by itself.
    refetchInterval: (query) =>
      query.state.data?.photosInReview?.some((photo) => photo.state === "checking") ? 2_000 : false,
  });

export function useOwnProfile(userId: string) {
  return useQuery(ownProfileQuery(userId));
}
