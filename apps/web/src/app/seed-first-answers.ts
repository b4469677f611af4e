import type { FirstAnswer } from "@down/common/first-screen";
import type { QueryClient } from "@tanstack/react-query";
import { dashboardRecentQuery } from "@/features/discover/api/recently-viewed";
import { searchQuery } from "@/features/discover/api/search-profiles";
import { likesYouQuery } from "@/features/matches/api/likes-you";
import { conversationsQuery } from "@/features/messages/api/get-conversations";
import { publicProfileQuery } from "@/features/profile/api/public-profile";
import { reviewsQuery } from "@/features/profile/api/reviews";
import { answerSummaryQuery } from "@/lib/api/answer-summary";
import { favoriteIdsKey } from "@/lib/api/favorites";
import { matchesQuery } from "@/lib/api/matches";
import { ownProfileQuery } from "@/lib/api/own-profile";
import { notificationsUnreadKey, unreadMessagesKey } from "@/lib/realtime/query-keys";

/**
 * Puts the server's answers where the screens read them: the query each answer fills, as the server's table
 * (common's first-screen.ts) names it, under the key the app's own request for it uses.
 */
export function seedFirstAnswers(client: QueryClient, userId: string, answers: readonly FirstAnswer[]): void {
  for (const { fills, body } of answers) {
    switch (fills.query) {
      case "matches":
        client.setQueryData(matchesQuery(userId).queryKey, body as never);
        break;
      case "likesYou":
        client.setQueryData(likesYouQuery().queryKey, { pages: [body as never], pageParams: [null] });
        break;
      case "ownProfile":
        client.setQueryData(ownProfileQuery(userId).queryKey, body as never);
        break;
      case "dashboardRecent":
        client.setQueryData(dashboardRecentQuery().queryKey, body as never);
        break;
      case "search":
        client.setQueryData(searchQuery(null, fills.sort).queryKey, { pages: [body as never], pageParams: [null] });
        break;
      case "answerSummary":
        client.setQueryData(answerSummaryQuery(userId).queryKey, body as never);
        break;
      case "conversations":
        client.setQueryData(conversationsQuery().queryKey, { pages: [body as never], pageParams: [""] });
        break;
      case "publicProfile":
        client.setQueryData(publicProfileQuery(fills.id).queryKey, body as never);
        break;
      case "reviewsAbout":
        client.setQueryData(reviewsQuery(fills.id).queryKey, { pages: [body as never], pageParams: [null] });
        break;
      case "favorites":
        client.setQueryData(favoriteIdsKey, body as never);
        break;
      case "unreadNotifications":
        // The bell's query keeps the number itself (lib/api/unread-count.ts).
        client.setQueryData(notificationsUnreadKey, (body as { count: number }).count);
        break;
      case "unreadMessages":
        client.setQueryData(unreadMessagesKey, body as never);
        break;
    }
  }
}
