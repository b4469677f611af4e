import type { OwnProfile } from "@down/common/schemas/profile";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** One cache entry per user, shared by Edit Profile and the completeness banner. */
export const ownProfileKey = (userId: string) => ["/api/profiles", userId] as const;

export function useOwnProfile(userId: string) {
  return useQuery({
    queryKey: ownProfileKey(userId),
    queryFn: () => apiJson<OwnProfile>("GET", `/api/profiles/${userId}`),
  });
}
