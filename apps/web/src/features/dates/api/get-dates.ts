import type { DateEvent } from "@down/common/schemas/dates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const datesKey = ["/api/dates"] as const;

export const datesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...datesKey, userId],
    queryFn: () => apiJson<DateEvent[]>("GET", `/api/dates/${userId}`),
  });

/** GET /api/dates/{userId}: the user's date events, each with the other person and whether they reviewed it. */
export function useDates(userId: string) {
  return useQuery(datesQuery(userId));
}
