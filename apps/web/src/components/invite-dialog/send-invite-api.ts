import type { Invite, InviteBody } from "@down/common/schemas/dates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** The invite list's cache key (My Dates reads it as ["/api/invites", userId]). */
export const invitesKey = ["/api/invites"] as const;

/** POST /api/invites (docs/product.md#calls); My Dates refreshes after. */
export function useSendInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => apiJson<Invite>("POST", "/api/invites", body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: invitesKey });
    },
  });
}
