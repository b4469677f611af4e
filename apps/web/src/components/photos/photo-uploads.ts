import type { UploadedPhotos } from "@down/common/schemas/photo-review";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { verificationKey } from "@/components/verification/verification-state";
import { ownProfileKey } from "@/lib/api/own-profile";
import { apiJson, throwIfNotOk } from "@/lib/api-client";

// Adding and removing one's photos, shared by Edit Profile, the gallery and the first-run profile step.

/** Mirrors the server's per-profile limit (apps/server/src/lib/photo-limits.ts). */
export const MAX_PHOTOS = 6;

async function uploadPhotos(files: readonly File[]): Promise<UploadedPhotos> {
  const form = new FormData();
  for (const file of files) form.append("photos", file, file.name);
  // No Content-Type header: the browser writes the multipart boundary itself.
  const response = await fetch("/api/upload/photos", { method: "POST", credentials: "include", body: form });
  await throwIfNotOk(response);
  return (await response.json()) as UploadedPhotos;
}

/** New or removed photos end a verification (the server asks again), so its state is re-read too. */
const photosChanged = (queryClient: QueryClient, userId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) }),
    queryClient.invalidateQueries({ queryKey: verificationKey(userId) }),
  ]);

export function useUploadPhotos(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhotos,
    onSuccess: () => photosChanged(queryClient, userId),
  });
}

export function useDeletePhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoUrl: string) => apiJson<{ ok: true }>("DELETE", "/api/upload/photos", { photoUrl }),
    onSuccess: () => photosChanged(queryClient, userId),
  });
}
