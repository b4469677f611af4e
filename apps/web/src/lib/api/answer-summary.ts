import type { AnswerSummary } from "@down/common/schemas/answers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** Shared so the question deck can mark it changed after each saved answer. */
export const answerSummaryKey = (userId: string) => ["/api/analytics", userId] as const;

export const answerSummaryQuery = (userId: string) =>
  queryOptions({
    queryKey: answerSummaryKey(userId),
    queryFn: () => apiJson<AnswerSummary>("GET", `/api/analytics/${userId}`),
  });

export function useAnswerSummary(userId: string) {
  return useQuery(answerSummaryQuery(userId));
}
