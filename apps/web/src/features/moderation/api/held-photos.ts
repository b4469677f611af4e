import type { HeldPhotosPage, PhotoDecisionBody } from "@down/common/schemas/photo-review";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

const PAGE = 10;
export const heldPhotosKey = ["/api/moderation/photos"] as const;

/** Photos the photo check held for a moderator (docs/decisions/026-photo-screening.md), oldest first. */
export const heldPhotosQuery = () =>
  infiniteQueryOptions({
    queryKey: heldPhotosKey,
    queryFn: ({ pageParam }) =>
      apiJson<HeldPhotosPage>("GET", `/api/moderation/photos?limit=${PAGE}&cursor=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useHeldPhotos = () => useInfiniteQuery(heldPhotosQuery());

/** Approve (onto its owner's profile) or remove; the queue is asked again afterwards. */
export function usePhotoDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PhotoDecisionBody) =>
      apiJson<PhotoDecisionBody>("POST", "/api/moderation/photos/decision", body),
    onSettled: () => client.invalidateQueries({ queryKey: heldPhotosKey }),
  });
}
