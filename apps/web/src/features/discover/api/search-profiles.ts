import type { SearchResult } from "@down/common/schemas/search";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export type SearchSort = "nearest" | "best";

/** Every search page lives under this prefix, so finishing a question session can invalidate them all. */
export const searchKey = (category: string | null, sort: SearchSort) =>
  ["/api/search", category ?? "all", sort] as const;

export function fetchSearchPage(category: string | null, sort: SearchSort, cursor: string | null) {
  const params = new URLSearchParams({ sort });
  if (category) params.set("category", category);
  if (cursor) params.set("cursor", cursor);
  return apiJson<SearchResult>("GET", `/api/search?${params}`);
}

export function useSearchProfiles(category: string | null, sort: SearchSort) {
  return useInfiniteQuery({
    queryKey: searchKey(category, sort),
    queryFn: ({ pageParam }) => fetchSearchPage(category, sort, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
