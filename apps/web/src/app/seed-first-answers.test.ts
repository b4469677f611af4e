import { firstScreenRequests } from "@down/common/first-screen";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { dashboardRecentQuery } from "@/features/discover/api/recently-viewed";
import { searchQuery } from "@/features/discover/api/search-profiles";
import { conversationsQuery } from "@/features/messages/api/get-conversations";
import { publicProfileQuery } from "@/features/profile/api/public-profile";
import { reviewsQuery } from "@/features/profile/api/reviews";
import { answerSummaryQuery } from "@/lib/api/answer-summary";
import { favoriteIdsKey } from "@/lib/api/favorites";
import { matchesQuery } from "@/lib/api/matches";
import { ownProfileQuery } from "@/lib/api/own-profile";
import { notificationsUnreadKey, unreadMessagesKey } from "@/lib/realtime/query-keys";
import { seedFirstAnswers } from "./seed-first-answers";

const ME = "11111111-1111-4111-8111-111111111111";
const THEM = "22222222-2222-4222-8222-222222222222";

/** Every first request of a screen, answered with a body that names its URL. */
function seeded(path: string, search = ""): QueryClient {
  const client = new QueryClient();
  const answers = firstScreenRequests(path, search, ME).map(({ url, fills }) => ({ url, fills, body: { from: url } }));
  seedFirstAnswers(client, ME, answers);
  return client;
}

describe("seeding the app's cache with the server's first answers", () => {
  it("puts each answer under the key the screen's own request uses", () => {
    expect(seeded("/dashboard").getQueryData(matchesQuery(ME).queryKey)).toEqual({ from: `/api/matches/${ME}` });
    expect(seeded("/dashboard").getQueryData(dashboardRecentQuery().queryKey)).toEqual({
      from: "/api/recently-viewed?limit=2&cursor=0",
    });
    expect(seeded("/explore").getQueryData(ownProfileQuery(ME).queryKey)).toEqual({ from: `/api/profiles/${ME}` });
    expect(seeded("/explore").getQueryData(answerSummaryQuery(ME).queryKey)).toEqual({
      from: `/api/analytics/${ME}`,
    });
    expect(seeded(`/profile/${THEM}`).getQueryData(publicProfileQuery(THEM).queryKey)).toEqual({
      from: `/api/public-profiles/${THEM}`,
    });
  });

  it("seeds the frame's counts and the hearts with any screen's", () => {
    const client = new QueryClient();
    seedFirstAnswers(client, ME, [
      { url: "/api/notifications/unread-count", fills: { query: "unreadNotifications" }, body: { count: 3 } },
      { url: "/api/conversations/unread-count", fills: { query: "unreadMessages" }, body: { count: 2 } },
      { url: "/api/favorites", fills: { query: "favorites" }, body: { ids: [THEM], nextCursor: null } },
    ]);
    expect(client.getQueryData(notificationsUnreadKey)).toBe(3);
    expect(client.getQueryData(unreadMessagesKey)).toEqual({ count: 2 });
    expect(client.getQueryData(favoriteIdsKey)).toEqual({ ids: [THEM], nextCursor: null });
    expect(seeded(`/profile/${THEM}`).getQueryData(reviewsQuery(THEM).queryKey)).toEqual({
      pages: [{ from: `/api/reviews/about/${THEM}?limit=10` }],
      pageParams: [null],
    });
  });

  it("puts a list's answer in as its first page", () => {
    expect(seeded("/results", "?sort=best").getQueryData(searchQuery(null, "best").queryKey)).toEqual({
      pages: [{ from: "/api/search?sort=best" }],
      pageParams: [null],
    });
    expect(seeded("/results").getQueryData(searchQuery(null, "nearest").queryKey)).toEqual({
      pages: [{ from: "/api/search?sort=nearest" }],
      pageParams: [null],
    });
    expect(seeded("/messages").getQueryData(conversationsQuery().queryKey)).toEqual({
      pages: [{ from: "/api/conversations?limit=50" }],
      pageParams: [""],
    });
  });
});
