import type { Conversation } from "@down/common/schemas/messages";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import type { ProfileCard, SearchResult } from "@down/common/schemas/search";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { ownProfileKey } from "@/lib/api/own-profile";
import {
  type ChatData,
  type ConversationsData,
  type CustomQuestion,
  chatKey,
  conversationsKey,
  likesYouKey,
  type Message,
  matchesKeyPrefix,
  notificationsKey,
  notificationsUnreadKey,
  publicProfilesKeyPrefix,
  type QuestionsData,
  questionsKey,
  reviewsKeyPrefix,
  searchKeyPrefix,
  typingKey,
  unreadMessagesKey,
} from "./query-keys";

type SearchPages = InfiniteData<SearchResult, string | null>;

/** What the reducer needs besides the event: who is signed in, which chat is on screen, and the time. */
export interface EventContext {
  me: string;
  /** The other person of the chat open and visible right now; their messages are read on arrival. */
  viewing: string | null;
  now: number;
}

/**
 * A change to one cache entry: a pure update of its data, or "ask the server again". With `orInvalidate`,
 * an update that answers undefined for loaded data means "this can't be patched here": refetch instead.
 */
export type CacheOp =
  // biome-ignore lint/suspicious/noExplicitAny: each op's updater is typed where it is built; the list is heterogeneous.
  | { kind: "set"; key: QueryKey; update: (old: any) => unknown; orInvalidate?: boolean }
  | { kind: "invalidate"; key: QueryKey }
  // Every loaded entry under a prefix (the search pages of each category and order), patched in place.
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  | { kind: "setAll"; prefix: QueryKey; update: (old: any) => unknown };

const byTime = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Adds a message to the newest page once; a copy already there (by id) changes nothing. */
export function addMessage(data: ChatData | undefined, message: Message): ChatData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const items = [...newest.items, message].sort(byTime);
  return { ...data, pages: [{ ...newest, items }, ...older] };
}

/** The reader has seen everything sent to them in this chat: 'Seen' under the sender's messages. */
export function markSeen(data: ChatData | undefined, readerId: string): ChatData | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((m) => m.receiverId === readerId && !m.read)) return page;
    changed = true;
    return { ...page, items: page.items.map((m) => (m.receiverId === readerId ? { ...m, read: true } : m)) };
  });
  return changed ? { ...data, pages } : data;
}

/** A question asked (appended once) or answered (replaced in place). */
export function upsertQuestion(data: QuestionsData | undefined, question: CustomQuestion): QuestionsData | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((q) => q.id === question.id)) return page;
    found = true;
    return { ...page, items: page.items.map((q) => (q.id === question.id ? question : q)) };
  });
  if (found) return { ...data, pages };
  const [newest, ...older] = pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, items: [...newest.items, question].sort(byTime) }, ...older] };
}

/**
 * Moves a conversation to the top with its new last line. Returns undefined when the person is not in
 * the loaded list (a new match, or a page not loaded yet): the caller then asks the server.
 */
export function bumpConversation(
  data: ConversationsData | undefined,
  otherId: string,
  change: (row: Conversation) => Conversation,
): ConversationsData | undefined {
  if (!data) return data;
  const row = data.pages.flatMap((page) => page.items).find((c) => c.otherId === otherId);
  if (!row) return undefined;
  const updated = change(row);
  const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.otherId !== otherId) }));
  const [first, ...rest] = pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [updated, ...first.items] }, ...rest] };
}

export function setConversationUnread(
  data: ConversationsData | undefined,
  otherId: string,
  unread: number,
): ConversationsData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((c) => (c.otherId === otherId ? { ...c, unread } : c)),
    })),
  };
}

/**
 * One person's card on the loaded search pages, changed in place (a match or a request makes no reason to
 * reorder the results under the person's thumb). Unchanged pages keep their identity.
 */
export function patchSearchCard(
  data: SearchPages | undefined,
  personId: string,
  change: (card: ProfileCard) => ProfileCard,
): SearchPages | undefined {
  // Only search pages live under the prefix; anything else shaped otherwise is left alone.
  if (!data?.pages?.some((page) => page.results?.some((c) => c.id === personId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.results.some((c) => c.id === personId)
        ? { ...page, results: page.results.map((c) => (c.id === personId ? change(c) : c)) }
        : page,
    ),
  };
}

const searchCardOp = (personId: string, change: (card: ProfileCard) => ProfileCard): CacheOp => ({
  kind: "setAll",
  prefix: searchKeyPrefix,
  update: (old: SearchPages | undefined) => patchSearchCard(old, personId, change),
});

/** The conversation list: updated in place when the person is listed, refetched when not. */
function conversationOps(otherId: string, change: (row: Conversation) => Conversation): CacheOp[] {
  return [
    {
      kind: "set",
      key: conversationsKey,
      update: (old: ConversationsData | undefined) => bumpConversation(old, otherId, change),
      orInvalidate: true,
    },
  ];
}

/**
 * The one place a server event becomes cache changes. Pure: it returns the changes and touches nothing,
 * so every rule here is a unit test; `applyOps` carries them out on the QueryClient.
 */
export function reduceEvent(event: RealtimeEvent, ctx: EventContext): CacheOp[] {
  switch (event.type) {
    case "ready":
      return [];
    // A line's answer on the socket: the connection settles the send that waits for it (reconnecting-socket.ts).
    case "ack":
    case "refused":
      return [];
    case "message": {
      const { senderName: _name, ...message } = event.message;
      const incoming = message.receiverId === ctx.me;
      const otherId = incoming ? message.senderId : message.receiverId;
      // On screen: the chat page marks it read, so it never counts as unread here.
      const countsUnread = incoming && ctx.viewing !== otherId;
      const ops: CacheOp[] = [
        { kind: "set", key: chatKey(ctx.me, otherId), update: (old: ChatData | undefined) => addMessage(old, message) },
        ...conversationOps(otherId, (row) => ({
          ...row,
          last: { kind: "message", text: message.content, senderId: message.senderId, createdAt: message.createdAt },
          activityAt: message.createdAt,
          unread: countsUnread ? row.unread + 1 : row.unread,
        })),
      ];
      if (incoming) ops.push({ kind: "set", key: typingKey(otherId), update: () => 0 });
      if (countsUnread) {
        ops.push({
          kind: "set",
          key: unreadMessagesKey,
          update: (old: { count: number } | undefined) => (old ? { count: old.count + 1 } : old),
        });
      }
      return ops;
    }
    case "message-read": {
      if (event.readerId === ctx.me) {
        // Read here or in another tab: this conversation is clear; the total is asked again, and so are
        // the notifications (the server read that person's message notifications with the chat).
        return [
          {
            kind: "set",
            key: conversationsKey,
            update: (old: ConversationsData | undefined) => setConversationUnread(old, event.otherId, 0),
          },
          { kind: "invalidate", key: unreadMessagesKey },
          { kind: "invalidate", key: notificationsUnreadKey },
          { kind: "invalidate", key: notificationsKey },
        ];
      }
      return [
        {
          kind: "set",
          key: chatKey(ctx.me, event.readerId),
          update: (old: ChatData | undefined) => markSeen(old, event.readerId),
        },
      ];
    }
    case "typing":
      return [{ kind: "set", key: typingKey(event.fromUserId), update: () => ctx.now }];
    case "custom-question": {
      const q = event.question;
      const otherId = q.senderId === ctx.me ? q.receiverId : q.senderId;
      const ops: CacheOp[] = [
        {
          kind: "set",
          key: questionsKey(ctx.me, otherId),
          update: (old: QuestionsData | undefined) => upsertQuestion(old, q),
        },
      ];
      if (event.action === "asked") {
        ops.push(
          ...conversationOps(otherId, (row) => ({
            ...row,
            last: { kind: "question", text: q.questionText, senderId: q.senderId, createdAt: q.createdAt },
            activityAt: q.createdAt,
          })),
        );
      }
      return ops;
    }
    case "match": {
      // The new match shows at once in every list: matches, conversations, the bell, Likes you, the card
      // and the profile (the "It's a Match!" moment itself is the provider's, not the cache's).
      const otherId = event.fromUserId === ctx.me ? event.toUserId : event.fromUserId;
      return [
        { kind: "invalidate", key: matchesKeyPrefix },
        { kind: "invalidate", key: conversationsKey },
        { kind: "invalidate", key: likesYouKey },
        { kind: "invalidate", key: notificationsUnreadKey },
        { kind: "invalidate", key: notificationsKey },
        { kind: "invalidate", key: [...publicProfilesKeyPrefix, otherId] },
        searchCardOp(otherId, (card) => ({ ...card, status: "Matched", requested: false, likesYou: false })),
      ];
    }
    case "match-request": {
      const incoming = event.toUserId === ctx.me;
      const otherId = incoming ? event.fromUserId : event.toUserId;
      // Asked here: "Likes you" on their card and in the list. Asked from another tab: "Match Request Sent".
      return [
        { kind: "invalidate", key: [...publicProfilesKeyPrefix, otherId] },
        ...(incoming
          ? [
              { kind: "invalidate" as const, key: likesYouKey },
              { kind: "invalidate" as const, key: notificationsUnreadKey },
              { kind: "invalidate" as const, key: notificationsKey },
              searchCardOp(otherId, (card) => ({ ...card, likesYou: card.status !== "Matched" })),
            ]
          : [searchCardOp(otherId, (card) => ({ ...card, requested: card.status !== "Matched" }))]),
      ];
    }
    case "unmatch":
      return [
        { kind: "invalidate", key: matchesKeyPrefix },
        { kind: "invalidate", key: conversationsKey },
        { kind: "invalidate", key: [...publicProfilesKeyPrefix, event.userId] },
        searchCardOp(event.userId, (card) => ({ ...card, status: "New", requested: false, likesYou: false })),
      ];
    case "notification":
      // The dot lights at once; the count is asked again, since a bundle ("Ana sent you 3 messages")
      // announces the same unread row again and must not count twice.
      return [
        {
          kind: "set",
          key: notificationsUnreadKey,
          update: (old: number | undefined) => (old === undefined ? old : Math.max(old, 1)),
        },
        { kind: "invalidate", key: notificationsUnreadKey },
        { kind: "invalidate", key: notificationsKey },
        // A review of one's profile starting or ending comes as a system note: the notice follows it (decision 019).
        ...(event.notification.type === "system" ? [{ kind: "invalidate" as const, key: ownProfileKey(ctx.me) }] : []),
      ];
    case "signed-out":
      // Handled by the provider (the whole app signs out), not by the cache.
      return [];
    case "invite":
      return [
        { kind: "invalidate", key: ["/api/invites"] },
        { kind: "invalidate", key: ["/api/dates"] },
      ];
    case "date": {
      const ops: CacheOp[] = [
        { kind: "invalidate", key: ["/api/invites"] },
        { kind: "invalidate", key: ["/api/dates"] },
      ];
      if (event.action === "reviewed") {
        // A review changes the reviews lists and the reviewee's rating and date count: on their own
        // profile and on the public profile either person may have open.
        ops.push(
          { kind: "invalidate", key: reviewsKeyPrefix },
          { kind: "invalidate", key: ownProfileKey(ctx.me) },
          { kind: "invalidate", key: publicProfilesKeyPrefix },
          // Match cards carry the rating too (the reviewer's own write-review refreshes the same lists).
          { kind: "invalidate", key: matchesKeyPrefix },
        );
      }
      return ops;
    }
  }
}

/** Carries out the reducer's changes on the cache (exact keys: a chat's key is not a prefix of another's). */
export function applyOps(client: QueryClient, ops: CacheOp[]): void {
  for (const op of ops) {
    if (op.kind === "invalidate") {
      void client.invalidateQueries({ queryKey: op.key });
      continue;
    }
    if (op.kind === "setAll") {
      client.setQueriesData({ queryKey: op.prefix }, (old: unknown) => (old === undefined ? old : op.update(old)));
      continue;
    }
    const old = client.getQueryData(op.key);
    const next = op.update(old);
    if (next === undefined) {
      if (old !== undefined && op.orInvalidate) void client.invalidateQueries({ queryKey: op.key, exact: true });
    } else if (next !== old) {
      client.setQueryData(op.key, next);
    }
  }
}
