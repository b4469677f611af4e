import type { OwnProfile, ProfilePatch } from "@down/common/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ownProfileKey } from "@/lib/api/own-profile";
import { apiJson } from "@/lib/api-client";

/** PATCH /api/profiles/{userId} with only the fields that changed; the profile is refetched after. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => apiJson<OwnProfile>("PATCH", `/api/profiles/${userId}`, patch),
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileKey(userId), profile);
      return queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) });
    },
  });
}
