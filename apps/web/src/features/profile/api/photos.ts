import type { PhotoOrderSaved } from "@down/common/photos";
import type { OwnProfile } from "@down/common/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ownProfileKey } from "@/lib/api/own-profile";
import { apiJson } from "@/lib/api-client";

// Upload and delete are shared with the first-run profile step, so they live in components/photos.
export { MAX_PHOTOS, useDeletePhoto, useUploadPhotos } from "@/components/photos/photo-uploads";

/** Saves a new order of the same photos; the first one becomes the card's photo everywhere. */
export function useReorderPhotos(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: string[]) => apiJson<PhotoOrderSaved>("PUT", `/api/profiles/${userId}/photos`, { order }),
    onSuccess: ({ photos }) => {
      queryClient.setQueryData(ownProfileKey(userId), (old: OwnProfile | undefined) => old && { ...old, photos });
      return queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) });
    },
  });
}
