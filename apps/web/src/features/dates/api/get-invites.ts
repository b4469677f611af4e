import type { Invite } from "@down/common/schemas/dates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { invitesKey } from "@/components/invite-dialog/send-invite-api";
import { apiJson } from "@/lib/api-client";

export const invitesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...invitesKey, userId],
    queryFn: () => apiJson<Invite[]>("GET", `/api/invites/for/${userId}`),
  });

/** GET /api/invites/for/{userId}: sent and received invites, each marked which. */
export function useInvites(userId: string) {
  return useQuery(invitesQuery(userId));
}
