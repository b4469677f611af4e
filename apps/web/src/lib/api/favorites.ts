import type { FavoriteIdsPage, FavoriteResult } from "@down/common/schemas/favorites";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";

export const favoriteIdsKey = ["/api/favorites"] as const;

/** The people the user saved (the newest 500: far more than anyone hearts), so every card shows its heart. */
export const favoriteIdsQuery = () =>
  queryOptions({
    queryKey: favoriteIdsKey,
    queryFn: () => apiJson<FavoriteIdsPage>("GET", "/api/favorites"),
    select: (page) => new Set(page.ids),
  });

export function useFavoriteIds() {
  return useQuery(favoriteIdsQuery());
}

/**
 * The heart on any card or profile: PUT or DELETE /api/favorites/{id}. The heart turns at once; a failure
 * turns it back and says so. Lists that show favourites refetch after.
 */
export function useSetFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      apiJson<FavoriteResult>(favorite ? "PUT" : "DELETE", `/api/favorites/${id}`),
    onMutate: async ({ id, favorite }) => {
      await client.cancelQueries({ queryKey: favoriteIdsKey });
      const before = client.getQueryData<FavoriteIdsPage>(favoriteIdsKey);
      if (before) {
        const ids = before.ids.filter((other) => other !== id);
        client.setQueryData<FavoriteIdsPage>(favoriteIdsKey, { ...before, ids: favorite ? [id, ...ids] : ids });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(favoriteIdsKey, context.before);
      toast.error("Error", { description: "Couldn't update your favourites. Please try again." });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: favoriteIdsKey });
      void client.invalidateQueries({ queryKey: ["/api/recently-viewed"] });
      void client.invalidateQueries({ queryKey: ["/api/public-profiles"] });
    },
  });
}
