import type { DateRange } from "@down/common/date-range";
import type { Insights } from "@down/common/schemas/insights";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const insightsQuery = (userId: string, range: DateRange) =>
  queryOptions({
    queryKey: ["/api/insights", userId, range],
    queryFn: () => apiJson<Insights>("GET", `/api/insights/${userId}?range=${range}`),
  });

/** The previous range's figures stay on screen while the next range loads, so the cards do not blink. */
export const useInsights = (userId: string, range: DateRange) =>
  useQuery({ ...insightsQuery(userId, range), placeholderData: keepPreviousData });
