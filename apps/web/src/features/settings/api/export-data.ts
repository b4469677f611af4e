import type { ExportLink } from "@down/common/schemas/account";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** POST /api/account/{userId}/export: a download link that works for 15 minutes (at most 3 a day). */
export function useRequestExport(userId: string) {
  return useMutation({
    mutationFn: () => apiJson<ExportLink>("POST", `/api/account/${userId}/export`),
  });
}
