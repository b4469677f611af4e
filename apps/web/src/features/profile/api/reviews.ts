import type { ReviewHelpful, ReviewsPage } from "@down/common/schemas/dates";
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const reviewsKey = ["/api/reviews"] as const;
const PAGE = 10;

/** Reviews about the signed-in user (`null`) or about another person, paged newest first. */
export const reviewsQuery = (aboutUserId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...reviewsKey, aboutUserId ?? "me"],
    queryFn: ({ pageParam }) => {
      const path = aboutUserId ? `/api/reviews/about/${aboutUserId}` : "/api/reviews";
      const query = new URLSearchParams({ limit: String(PAGE), ...(pageParam ? { cursor: pageParam } : {}) });
      return apiJson<ReviewsPage>("GET", `${path}?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/reviews (one's own) or GET /api/reviews/about/{userId}. */
export function useReviews(aboutUserId: string | null) {
  return useInfiniteQuery(reviewsQuery(aboutUserId));
}

/** PUT / DELETE /api/reviews/{id}/helpful: once per reader, so it toggles. */
export function useToggleHelpful() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, helpful }: { id: string; helpful: boolean }) =>
      apiJson<ReviewHelpful>(helpful ? "PUT" : "DELETE", `/api/reviews/${id}/helpful`),
    // The answer carries the new count: patch it into every cached page that lists this review.
    onSuccess: ({ helpful, helpfulCount }, { id }) =>
      client.setQueriesData<InfiniteData<ReviewsPage, string | null>>({ queryKey: reviewsKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((r) => (r.id === id ? { ...r, helpfulByMe: helpful, helpfulCount } : r)),
              })),
            }
          : data,
      ),
  });
}
