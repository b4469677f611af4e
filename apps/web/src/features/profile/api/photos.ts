import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ownProfileKey } from "@/lib/api/own-profile";
import { apiJson, throwIfNotOk } from "@/lib/api-client";

/** Mirrors the server's per-profile limit (apps/server/src/modules/photos/photo-limits.ts). */
export const MAX_PHOTOS = 6;

async function uploadPhotos(files: readonly File[]): Promise<{ urls: string[] }> {
  const form = new FormData();
  for (const file of files) form.append("photos", file, file.name);
  // No Content-Type header: the browser writes the multipart boundary itself.
  const response = await fetch("/api/upload/photos", { method: "POST", credentials: "include", body: form });
  await throwIfNotOk(response);
  return (await response.json()) as { urls: string[] };
}

export function useUploadPhotos(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhotos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) }),
  });
}

export function useDeletePhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoUrl: string) => apiJson<{ ok: true }>("DELETE", "/api/upload/photos", { photoUrl }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) }),
  });
}
