import type { MarkReadResult } from "@down/common/schemas/messages";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** Opening a chat reads it; the server's message-read event then clears the badges and shows 'Seen'. */
export function useMarkRead(me: string, otherId: string) {
  return useMutation({
    mutationFn: () => apiJson<MarkReadResult>("POST", `/api/conversations/${me}/${otherId}/read`),
  });
}
