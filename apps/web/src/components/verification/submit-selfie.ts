import type { VerificationPoseId, VerificationState } from "@down/common/schemas/verification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError, throwIfNotOk } from "@/lib/api-client";
import { verificationKey } from "./verification-state";

/**
 * POST /api/verification/{userId} (multipart: pose, selfie). The server accepts only the pose it handed
 * out; a 400 (that pose expired, or another was sent) reloads the state so the card shows the pose to copy.
 */
export function useSubmitSelfie(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ pose, selfie }: { pose: VerificationPoseId; selfie: File }) => {
      const form = new FormData();
      form.append("pose", pose);
      form.append("selfie", selfie, selfie.name || "selfie.jpg");
      const response = await fetch(`/api/verification/${userId}`, {
        method: "POST",
        credentials: "include",
        body: form,
      });
      await throwIfNotOk(response);
      return (await response.json()) as VerificationState;
    },
    onSuccess: (state) => client.setQueryData(verificationKey(userId), state),
    onError: (error) => {
      if (isApiError(error, 400)) void client.invalidateQueries({ queryKey: verificationKey(userId) });
    },
  });
}
