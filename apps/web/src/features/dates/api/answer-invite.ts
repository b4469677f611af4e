import type { Invite, InvitePatch } from "@down/common/schemas/dates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invitesKey } from "@/components/invite-dialog/send-invite-api";
import { apiJson } from "@/lib/api-client";
import { datesKey } from "./get-dates";

/** PATCH /api/invites/{id}: accept (optionally with a time), decline or cancel; an accept adds a date. */
export function useAnswerInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: InvitePatch & { id: string }) =>
      apiJson<Invite>("PATCH", `/api/invites/${id}`, patch),
    // Not awaited: an accepted invite's card leaves the list on refetch, and the caller's toast must
    // run while it is still mounted.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: invitesKey });
      void client.invalidateQueries({ queryKey: datesKey });
    },
  });
}
