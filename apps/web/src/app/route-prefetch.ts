import { PERSON_PATH } from "@down/common/first-screen";
import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { datesQuery } from "@/features/dates/api/get-dates";
import { invitesQuery } from "@/features/dates/api/get-invites";
import { dashboardRecentQuery, recentlyViewedQuery } from "@/features/discover/api/recently-viewed";
import { readSearchQuery, searchQuery } from "@/features/discover/api/search-profiles";
import { insightsQuery } from "@/features/insights/api/get-insights";
import { likesYouQuery } from "@/features/matches/api/likes-you";
import { conversationsQuery } from "@/features/messages/api/get-conversations";
import { publicProfileQuery } from "@/features/profile/api/public-profile";
import { reviewsQuery } from "@/features/profile/api/reviews";
import { answerSummaryQuery } from "@/lib/api/answer-summary";
import { matchesQuery } from "@/lib/api/matches";
import { ownProfileQuery } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";

interface RouteContext {
  client: QueryClient;
  userId: string;
  search: string;
}

/**
 * The data a screen reads first, keyed by path. Started when the route changes — the same moment React
 * asks for the screen's lazy chunk — so the request does not wait for the code to download and render.
 * The screens use the same query options, so they find the answer (or the request in flight) in the cache.
 */
const ROUTE_DATA: Record<string, (route: RouteContext) => void> = {
  "/dashboard": ({ client, userId }) => {
    void client.prefetchQuery(matchesQuery(userId));
    void client.prefetchQuery(dashboardRecentQuery());
  },
  "/recently-viewed": ({ client }) => void client.prefetchInfiniteQuery(recentlyViewedQuery(false)),
  "/matches": ({ client, userId }) => {
    void client.prefetchQuery(matchesQuery(userId));
    void client.prefetchInfiniteQuery(likesYouQuery());
  },
  // Explore and Results also read the own profile for the completeness banner above their content: asked
  // with the code, it is usually there at first paint, instead of arriving late and pushing the page down.
  "/explore": ({ client, userId }) => {
    void client.prefetchQuery(ownProfileQuery(userId));
    void client.prefetchQuery(answerSummaryQuery(userId));
  },
  "/results": ({ client, userId, search }) => {
    const { category, sort } = readSearchQuery(search);
    void client.prefetchInfiniteQuery(searchQuery(category, sort));
    void client.prefetchQuery(ownProfileQuery(userId));
  },
  "/profile/personal": ({ client, userId }) => {
    void client.prefetchQuery(ownProfileQuery(userId));
    void client.prefetchQuery(answerSummaryQuery(userId));
  },
  "/settings": ({ client, userId }) => void client.prefetchQuery(ownProfileQuery(userId)),
  "/gallery": ({ client, userId }) => void client.prefetchQuery(ownProfileQuery(userId)),
  "/insights": ({ client, userId }) => void client.prefetchQuery(insightsQuery(userId, "all-time")),
  "/profile/public": ({ client, userId }) => void client.prefetchQuery(publicProfileQuery(userId)),
  "/my-dates": ({ client, userId }) => {
    void client.prefetchQuery(datesQuery(userId));
    void client.prefetchQuery(invitesQuery(userId));
  },
  "/reviews": ({ client }) => void client.prefetchInfiniteQuery(reviewsQuery(null)),
  "/messages": ({ client }) => void client.prefetchInfiniteQuery(conversationsQuery()),
};

/**
 * Screens whose path carries an id. A uuid only, so /profile/personal and /profile/public (their own
 * screens above) are never read as someone's id.
 */
const ROUTE_PATTERNS: Array<[RegExp, (route: RouteContext, id: string) => void]> = [
  [
    PERSON_PATH,
    ({ client }, id) => {
      void client.prefetchQuery(publicProfileQuery(id));
      void client.prefetchInfiniteQuery(reviewsQuery(id));
    },
  ],
];

export function prefetchRouteData(client: QueryClient, userId: string, path: string, search: string): void {
  const route = { client, userId, search };
  const exact = ROUTE_DATA[path];
  if (exact) {
    exact(route);
    return;
  }
  for (const [pattern, load] of ROUTE_PATTERNS) {
    const id = pattern.exec(path)?.[1];
    if (id) {
      load(route, id);
      return;
    }
  }
}

/** Mounted once in the signed-in app. */
export function useRoutePrefetch(): void {
  const client = useQueryClient();
  const user = useCurrentUser();
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => prefetchRouteData(client, user.id, path, search), [client, user.id, path, search]);
}
