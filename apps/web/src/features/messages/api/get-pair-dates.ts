import type { DateEvent, Invite } from "@down/common/schemas/dates";
import { useQuery } from "@tanstack/react-query";
import { invitesKey } from "@/components/invite-dialog/send-invite-api";
import { apiJson } from "@/lib/api-client";

// The same cache entries as My Dates: sending an invite, the socket's invite and date events and any answer
// refresh them, so the chat's cards change live with no channel of their own.
const datesKey = ["/api/dates"] as const;

/** Invites and dates of the signed-in person, for the cards in a conversation's timeline. */
export function usePairDates(me: string) {
  const invites = useQuery({
    queryKey: [...invitesKey, me],
    queryFn: () => apiJson<Invite[]>("GET", `/api/invites/for/${me}`),
  });
  const dates = useQuery({
    queryKey: [...datesKey, me],
    queryFn: () => apiJson<DateEvent[]>("GET", `/api/dates/${me}`),
  });
  return { invites: invites.data ?? [], dates: dates.data ?? [] };
}
