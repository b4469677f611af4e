import type { VerificationPoseId, VerificationState } from "@down/common/schemas/verification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwIfNotOk } from "@/lib/api-client";
import { verificationKey } from "./verification-state";

/** POST /api/verification/{userId} (multipart: pose, selfie). */
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
  });
}
