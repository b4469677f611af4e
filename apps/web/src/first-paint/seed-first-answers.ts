import type { QueryClient } from "@tanstack/react-query";
import { dashboardRecentQuery } from "@/features/discover/api/recently-viewed";
import { searchQuery } from "@/features/discover/api/search-profiles";
import { conversationsQuery } from "@/features/messages/api/get-conversations";
import { publicProfileQuery } from "@/features/profile/api/public-profile";
import { answerSummaryQuery } from "@/lib/api/answer-summary";
import { matchesQuery } from "@/lib/api/matches";
import { ownProfileQuery } from "@/lib/api/own-profile";

/**
 * Puts the server's answers where the screens read them: the same query keys the app's own requests
 * fill (an answer the table does not know is simply not used, and its part of the screen paints as a skeleton).
 */
export function seedFirstAnswers(
  client: QueryClient,
  userId: string,
  answers: ReadonlyArray<{ url: string; body: unknown }>,
): void {
  for (const { url, body } of answers) {
    const [path = "", query = ""] = url.split("?");
    const params = new URLSearchParams(query);
    if (path === `/api/matches/${userId}`) client.setQueryData(matchesQuery(userId).queryKey, body as never);
    else if (path === `/api/profiles/${userId}`) client.setQueryData(ownProfileQuery(userId).queryKey, body as never);
    else if (path === "/api/recently-viewed" && params.get("cursor") === "0" && !params.has("favorites"))
      client.setQueryData(dashboardRecentQuery().queryKey, body as never);
    else if (path === "/api/search" && !params.has("category") && !params.has("cursor")) {
      const sort = params.get("sort") === "best" ? "best" : "nearest";
      client.setQueryData(searchQuery(null, sort).queryKey, { pages: [body as never], pageParams: [null] });
    } else if (path === `/api/analytics/${userId}`) {
      client.setQueryData(answerSummaryQuery(userId).queryKey, body as never);
    } else if (path === "/api/conversations" && !params.has("cursor")) {
      client.setQueryData(conversationsQuery().queryKey, { pages: [body as never], pageParams: [""] });
    } else if (path.startsWith("/api/public-profiles/")) {
      const id = path.slice("/api/public-profiles/".length);
      client.setQueryData(publicProfileQuery(id).queryKey, body as never);
    }
  }
}
