import type { AnswerSummary } from "@down/common/schemas/answers";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** Shared so the question deck can mark it changed after each saved answer. */
export const answerSummaryKey = (userId: string) => ["/api/analytics", userId] as const;

export function useAnswerSummary(userId: string) {
  return useQuery({
    queryKey: answerSummaryKey(userId),
    queryFn: () => apiJson<AnswerSummary>("GET", `/api/analytics/${userId}`),
  });
}
