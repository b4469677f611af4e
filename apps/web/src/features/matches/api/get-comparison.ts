import type { Response } from "@down/common/constants";
import type { MatchedOnItem } from "@down/common/schemas/search";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export interface Comparison {
  user: { id: string; name: string | null; photo: string | null };
  downScore: number;
  groups: Array<{ response: Response; label: string; items: Array<Omit<MatchedOnItem, "response">> }>;
}

export function useComparison(otherUserId: string) {
  return useQuery({
    queryKey: ["/api/compare", otherUserId],
    queryFn: () => apiJson<Comparison>("GET", `/api/compare/${otherUserId}`),
  });
}
