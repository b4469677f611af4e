import type { CustomQuestion, DownAnswer } from "@down/common/schemas/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { applyOps, reduceEvent } from "@/lib/realtime/apply-event";

export function useAnswerQuestion(me: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: DownAnswer }) =>
      apiJson<CustomQuestion>("PATCH", `/api/custom-questions/${id}/response`, { userId: me, response }),
    onSuccess: (question) =>
      applyOps(
        client,
        reduceEvent({ type: "custom-question", action: "answered", question }, { me, viewing: null, now: Date.now() }),
      ),
  });
}
