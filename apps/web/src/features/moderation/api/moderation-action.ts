import type { ModerationActionBody, ModerationActionResult } from "@down/common/schemas/moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { moderationQueueKey } from "./moderation-queue";

/** Dismiss, warn or ban; the queue is asked again afterwards (another moderator may have acted too). */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationActionBody) =>
      apiJson<ModerationActionResult>("POST", "/api/moderation/actions", body),
    onSettled: () => client.invalidateQueries({ queryKey: moderationQueueKey }),
  });
}
