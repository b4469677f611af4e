import type { VerificationDecided, VerificationDecision } from "@down/common/schemas/verification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { verificationQueueKey } from "./verification-queue";

/** POST /api/verification/{id}/decision (moderators). */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: VerificationDecision }) =>
      apiJson<VerificationDecided>("POST", `/api/verification/${id}/decision`, decision),
    onSettled: () => client.invalidateQueries({ queryKey: verificationQueueKey }),
  });
}
