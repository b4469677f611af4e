import type { RecentlyViewedPage } from "@down/common/schemas/profile-views";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const RECENTLY_VIEWED_PAGE = 20;
/** The dashboard shows the two most recent, in two columns. */
export const DASHBOARD_RECENT_COUNT = 2;

const pageUrl = (favorites: boolean, limit: number, cursor: number) =>
  `/api/recently-viewed?limit=${limit}&cursor=${cursor}${favorites ? "&favorites=true" : ""}`;

export const recentlyViewedQuery = (favorites: boolean) =>
  infiniteQueryOptions({
    queryKey: ["/api/recently-viewed", favorites ? "favorites" : "all"],
    queryFn: ({ pageParam }) => apiJson<RecentlyViewedPage>("GET", pageUrl(favorites, RECENTLY_VIEWED_PAGE, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useRecentlyViewed(favorites: boolean) {
  return useInfiniteQuery(recentlyViewedQuery(favorites));
}

export const dashboardRecentQuery = () =>
  queryOptions({
    queryKey: ["/api/recently-viewed", "dashboard"],
    queryFn: () => apiJson<RecentlyViewedPage>("GET", pageUrl(false, DASHBOARD_RECENT_COUNT, 0)),
  });

export function useDashboardRecent() {
  return useQuery(dashboardRecentQuery());
}
