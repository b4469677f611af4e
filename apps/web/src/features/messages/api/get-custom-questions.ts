import type { CustomQuestionsPage } from "@down/common/schemas/messages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { questionsKey } from "@/lib/realtime/query-keys";

/** Custom questions between the two, paged like the messages they sit among. */
export function useCustomQuestions(me: string, otherId: string) {
  return useInfiniteQuery({
    queryKey: questionsKey(me, otherId),
    queryFn: ({ pageParam }) =>
      apiJson<CustomQuestionsPage>(
        "GET",
        `/api/custom-questions/between/${me}/${otherId}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
