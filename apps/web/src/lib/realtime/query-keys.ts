import type {
  ConversationsPage,
  CustomQuestion,
  CustomQuestionsPage,
  Message,
  MessagesPage,
} from "@down/common/schemas/messages";
import type { InfiniteData } from "@tanstack/react-query";

/**
 * Cache keys the realtime client writes to. They live here, not in a feature, because the socket's
 * reducer and the screens that read them must agree on one spelling.
 */
export const conversationsKey = ["/api/conversations"] as const;
export const unreadMessagesKey = ["/api/conversations/unread-count"] as const;
export const chatKey = (me: string, otherId: string) => ["/api/conversations", me, otherId] as const;
export const questionsKey = (me: string, otherId: string) => ["/api/custom-questions/between", me, otherId] as const;
/** When the other person last sent a typing frame (ms since epoch); not a server call. */
export const typingKey = (otherId: string) => ["typing", otherId] as const;
export const notificationsUnreadKey = ["/api/notifications/unread-count"] as const;
export const notificationsKey = ["/api/notifications"] as const;
export const matchesKeyPrefix = ["/api/matches"] as const;
/** The Matches screen's "Likes you" list: people who asked and wait for an answer. */
export const likesYouKey = ["/api/likes-you"] as const;
/** Every search page (["/api/search", category, sort]): cards are patched in place, never refetched under a thumb. */
export const searchKeyPrefix = ["/api/search"] as const;
/** Reviews of anyone (["/api/reviews", aboutId | "me"]) and every public profile (["/api/public-profiles", id]). */
export const reviewsKeyPrefix = ["/api/reviews"] as const;
export const publicProfilesKeyPrefix = ["/api/public-profiles"] as const;

/**
 * What a reconnect asks again: everything the socket would have kept current. Other screens (a question
 * deck half swiped) must not be refetched under the person's thumb.
 */
export const REFETCH_ON_RECONNECT: ReadonlyArray<readonly string[]> = [
  ["/api/conversations"],
  ["/api/custom-questions/between"],
  ["/api/notifications"],
  ["/api/notifications/unread-count"],
  ["/api/matches"],
  ["/api/likes-you"],
  ["/api/invites"],
  ["/api/dates"],
];

export type ChatData = InfiniteData<MessagesPage, string>;
export type QuestionsData = InfiniteData<CustomQuestionsPage, string>;
export type ConversationsData = InfiniteData<ConversationsPage, string>;
export type { CustomQuestion, Message };
