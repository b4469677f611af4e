import { CATEGORIES } from "@down/common/categories";
import type { SearchResult } from "@down/common/schemas/search";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
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

/** /results?category=…&sort=… as the screen reads it; an unknown category means all of them. */
export function readSearchQuery(search: string): { category: string | null; sort: SearchSort } {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  return {
    category: CATEGORIES.some((c) => c.id === category) ? category : null,
    sort: params.get("sort") === "best" ? "best" : "nearest",
  };
}

export const searchQuery = (category: string | null, sort: SearchSort) =>
  infiniteQueryOptions({
    queryKey: searchKey(category, sort),
    queryFn: ({ pageParam }) => fetchSearchPage(category, sort, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSearchProfiles(category: string | null, sort: SearchSort) {
  return useInfiniteQuery(searchQuery(category, sort));
}
