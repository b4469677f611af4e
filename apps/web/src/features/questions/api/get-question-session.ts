import type { Category } from "@down/common/categories";
import type { QuestionSession } from "@down/common/schemas/question-session";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const questionSessionKey = (userId: string, categoryId: string) =>
  ["question-session", userId, categoryId] as const;

/**
 * The category's current 20, kept by the server (docs/decisions/025): the same statements and place after a
 * reload, a back and forth or in a second tab.
 */
export function useQuestionSession(userId: string, category: Category) {
  return useQuery({
    queryKey: questionSessionKey(userId, category.id),
    queryFn: () => apiJson<QuestionSession>("GET", `/api/question-sessions/${userId}/${category.id}`),
    // Read again on every visit, never painted from an older visit: answers given since (here or in another
    // tab) move the place, and a remembered "Question 3" turning into "Question 10" would jump.
    gcTime: 0,
  });
}

/** "More questions": the next session, only when the person asks for it. */
export function useMoreQuestions(userId: string, categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<QuestionSession>("POST", `/api/question-sessions/${userId}/${categoryId}/more`),
    onSuccess: (session) => queryClient.setQueryData(questionSessionKey(userId, categoryId), session),
  });
}
