import type { VerificationState } from "@down/common/schemas/verification";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const verificationKey = (userId: string) => ["/api/verification", userId] as const;

/** GET /api/verification/{userId}: status, a rejection's reason, the pose to copy and attempts left today. */
export function useVerificationState(userId: string) {
  return useQuery({
    queryKey: verificationKey(userId),
    queryFn: () => apiJson<VerificationState>("GET", `/api/verification/${userId}`),
    // A new pose per visit is fine; refetching on focus would swap it mid-attempt.
    refetchOnWindowFocus: false,
  });
}
