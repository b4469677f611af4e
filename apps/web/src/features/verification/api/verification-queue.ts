import type { VerificationQueue } from "@down/common/schemas/verification";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const verificationQueueKey = ["/api/verification/queue"] as const;

/** GET /api/verification/queue (moderators): the oldest pending attempts. */
export function useVerificationQueue() {
  return useQuery({
    queryKey: verificationQueueKey,
    queryFn: () => apiJson<VerificationQueue>("GET", "/api/verification/queue?limit=20"),
    retry: false,
  });
}
