import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** Opening a chat reads it; the server's message-read event then clears the badges and shows 'Seen'. */
export function useMarkRead(me: string, otherId: string) {
  return useMutation({
    mutationFn: () => apiJson<{ ok: true; marked: number }>("POST", `/api/conversations/${me}/${otherId}/read`),
  });
}
