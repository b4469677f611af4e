import type { Preferences, PreferencesPut } from "@down/common/schemas/preferences";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { applyPatch, invalidateSearch, mergeSaved, restorePatch } from "../lib/patch-cache";

export const preferencesKey = (userId: string) => ["/api/preferences", userId] as const;

export const putPreferences = (userId: string, patch: PreferencesPut) =>
  apiJson<Preferences>("PUT", `/api/preferences/${userId}`, patch);

export function usePreferences(userId: string) {
  return useQuery({
    queryKey: preferencesKey(userId),
    queryFn: () => apiJson<Preferences>("GET", `/api/preferences/${userId}`),
  });
}

/** Distance and the device-location switch: shown at once, undone with a toast if the save fails. */
export function useSavePreferences(userId: string) {
  const client = useQueryClient();
  const key = preferencesKey(userId);
  return useMutation({
    mutationFn: (patch: PreferencesPut) => putPreferences(userId, patch),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: key });
      return applyPatch<Preferences>(client, key, patch);
    },
    onError: (_error, _patch, previous) => {
      restorePatch(client, key, previous);
      toast.error("Failed to save settings", { description: "Your change was undone. Please try again." });
    },
    onSuccess: (saved, patch) => mergeSaved(client, key, saved, patch),
    onSettled: () => invalidateSearch(client),
  });
}
