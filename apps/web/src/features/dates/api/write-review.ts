import type { DateReviewBody, DateReviewWritten } from "@down/common/schemas/dates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { datesKey } from "./get-dates";

/** POST /api/date-reviews; My Dates drops the Review button after, and ratings shown anywhere refresh. */
export function useWriteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DateReviewBody) => apiJson<DateReviewWritten>("POST", "/api/date-reviews", body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: datesKey });
      void client.invalidateQueries({ queryKey: ["/api/reviews"] });
      void client.invalidateQueries({ queryKey: ["/api/public-profiles"] });
      void client.invalidateQueries({ queryKey: ["/api/matches"] });
    },
  });
}
