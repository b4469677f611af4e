import type { Comparison } from "@down/common/schemas/compare";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export type { Comparison };

export function useComparison(otherUserId: string) {
  return useQuery({
    queryKey: ["/api/compare", otherUserId],
    queryFn: () => apiJson<Comparison>("GET", `/api/compare/${otherUserId}`),
  });
}
