import type { OwnProfile, ProfilePatch } from "@down/common/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ownProfileKey } from "@/lib/api/own-profile";
import { apiJson } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { applyPatch, invalidateSearch, mergeSaved, restorePatch } from "../lib/patch-cache";

/** The profile fields Settings changes; each is sent alone, as soon as its control changes (docs/product.md#settings). */
export type ProfileSetting = Pick<
  ProfilePatch,
  "pushNotifications" | "appearInSearches" | "acceptingMatches" | "interestedIn" | "paused"
>;

export function useSaveProfileSetting(userId: string) {
  const client = useQueryClient();
  const key = ownProfileKey(userId);
  return useMutation({
    mutationFn: (patch: ProfileSetting) => apiJson<OwnProfile>("PATCH", `/api/profiles/${userId}`, patch),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: key });
      return applyPatch<OwnProfile>(client, key, patch);
    },
    onError: (_error, _patch, previous) => {
      restorePatch(client, key, previous);
      toast.error("Failed to update profile", { description: "Your change was undone. Please try again." });
    },
    onSuccess: (saved, patch) => mergeSaved<OwnProfile>(client, key, saved, patch),
    onSettled: () => invalidateSearch(client),
  });
}
