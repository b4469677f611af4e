import type { OwnProfile } from "@down/common/schemas/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** One cache entry per user, shared by Edit Profile and the completeness banner. */
export const ownProfileKey = (userId: string) => ["/api/profiles", userId] as const;

export const ownProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ownProfileKey(userId),
    queryFn: () => apiJson<OwnProfile>("GET", `/api/profiles/${userId}`),
  });

export function useOwnProfile(userId: string) {
  return useQuery(ownProfileQuery(userId));
}
