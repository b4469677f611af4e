import type { Openers } from "@down/common/schemas/openers";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** Two first lines for an empty conversation, from what both answered alike (server: answers/compare.service). */
export function useOpeners(me: string, otherId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/openers", me, otherId],
    queryFn: () => apiJson<Openers>("GET", `/api/openers/${me}/${otherId}`),
    enabled,
  });
}
