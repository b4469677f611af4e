import type { VerificationState } from "@down/common/schemas/verification";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const verificationKey = (userId: string) => ["/api/verification", userId] as const;

/**
 * GET /api/verification/{userId}: status, a rejection's reason, the pose to copy and attempts left today.
 * The server records the pose it hands out and answers the same one until a selfie uses it (or it
 * expires), so refetching on focus (back from the camera) never swaps it mid-attempt.
 */
export function useVerificationState(userId: string) {
  return useQuery({
    queryKey: verificationKey(userId),
    queryFn: () => apiJson<VerificationState>("GET", `/api/verification/${userId}`),
  });
}
