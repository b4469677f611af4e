import type { Conversation, Message } from "@down/common/schemas/messages";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import type { ProfileCard } from "@down/common/schemas/search";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ownProfileKey } from "@/lib/api/own-profile";
import { addMessage, applyOps, markSeen, reduceEvent, upsertQuestion } from "./apply-event";
import {
  type ChatData,
  type ConversationsData,
  chatKey,
  conversationsKey,
  likesYouKey,
  matchesKeyPrefix,
  notificationsKey,
  notificationsUnreadKey,
  type QuestionsData,
  questionsKey,
  typingKey,
  unreadMessagesKey,
} from "./query-keys";

const ME = "00000000-0000-4000-8000-000000000001";
const ANN = "00000000-0000-4000-8000-000000000002";
const BOB = "00000000-0000-4000-8000-000000000003";
const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const message = (n: number, from = ANN, to = ME, read = false): Message => ({
  id: id(n),
  senderId: from,
  receiverId: to,
  content: `line ${n}`,
  read,
  clientId: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
});
const chat = (...items: Message[]): ChatData => ({ pages: [{ items, nextCursor: null }], pageParams: [""] });
const row = (otherId: string, unread = 0): Conversation => ({
  otherId,
  name: otherId === ANN ? "Ann" : "Bob",
  photo: null,
  matchedAt: null,
  last: null,
  unread,
  activityAt: "2026-01-01T00:00:00.000Z",
});
const list = (...items: Conversation[]): ConversationsData => ({
  pages: [{ items, nextCursor: null }],
  pageParams: [""],
});
const ctx = { me: ME, viewing: null, now: 1000 };
const messageEvent = (m: Message): RealtimeEvent => ({ type: "message", message: { ...m, senderName: "Ann" } });

function cacheWith(entries: Array<[readonly unknown[], unknown]>) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

describe("pure cache updates", () => {
  it("adds a message once, in time order, to the newest page", () => {
    const data = chat(message(1), message(3));
    const added = addMessage(data, message(2));
    expect(added?.pages[0]?.items.map((m) => m.content)).toEqual(["line 1", "line 2", "line 3"]);
    expect(addMessage(added, message(2))).toBe(added);
    expect(addMessage(undefined, message(2))).toBeUndefined();
  });

  it("marks only the messages to the reader as seen", () => {
    const data = chat(message(1, ME, ANN), message(2, ANN, ME));
    const seen = markSeen(data, ANN);
    expect(seen?.pages[0]?.items.map((m) => m.read)).toEqual([true, false]);
    expect(markSeen(seen, ANN)).toBe(seen);
  });

  it("replaces an answered question in place and appends a new one", () => {
    const q = {
      id: id(9),
      senderId: ME,
      receiverId: ANN,
      questionText: "Camping?",
      senderResponse: "D" as const,
      receiverResponse: null,
      category: "Custom",
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    const data: QuestionsData = { pages: [{ items: [], nextCursor: null }], pageParams: [""] };
    const asked = upsertQuestion(data, q);
    const answered = upsertQuestion(asked, { ...q, receiverResponse: "O" });
    expect(answered?.pages[0]?.items).toEqual([{ ...q, receiverResponse: "O" }]);
  });
});

describe("reduceEvent applied to a cache", () => {
  it("an incoming message lands in the chat, tops the list and counts as unread", () => {
    const client = cacheWith([
      [chatKey(ME, ANN), chat(message(1))],
      [conversationsKey, list(row(BOB), row(ANN, 1))],
      [unreadMessagesKey, { count: 1 }],
      [typingKey(ANN), 900],
    ]);
    applyOps(client, reduceEvent(messageEvent(message(2)), ctx));
    expect(client.getQueryData<ChatData>(chatKey(ME, ANN))?.pages[0]?.items).toHaveLength(2);
    const rows = client.getQueryData<ConversationsData>(conversationsKey)?.pages[0]?.items ?? [];
    expect(rows.map((r) => [r.otherId, r.unread, r.last?.text])).toEqual([
      [ANN, 2, "line 2"],
      [BOB, 0, undefined],
    ]);
    expect(client.getQueryData(unreadMessagesKey)).toEqual({ count: 2 });
    // Their message ends their typing.
    expect(client.getQueryData(typingKey(ANN))).toBe(0);
  });

  it("the same message twice (POST answer and socket) is stored once and counted once", () => {
    const client = cacheWith([
      [chatKey(ME, ANN), chat()],
      [unreadMessagesKey, { count: 0 }],
    ]);
    applyOps(client, reduceEvent(messageEvent(message(2)), ctx));
    applyOps(client, reduceEvent(messageEvent(message(2)), ctx));
    expect(client.getQueryData<ChatData>(chatKey(ME, ANN))?.pages[0]?.items).toHaveLength(1);
    // The count is the server's to correct on the next read; the chat never shows a double.
    expect(client.getQueryData<{ count: number }>(unreadMessagesKey)?.count).toBeGreaterThan(0);
  });

  it("a message in the chat on screen does not count as unread", () => {
    const client = cacheWith([
      [conversationsKey, list(row(ANN))],
      [unreadMessagesKey, { count: 0 }],
    ]);
    applyOps(client, reduceEvent(messageEvent(message(2)), { ...ctx, viewing: ANN }));
    expect(client.getQueryData(unreadMessagesKey)).toEqual({ count: 0 });
    expect(client.getQueryData<ConversationsData>(conversationsKey)?.pages[0]?.items[0]?.unread).toBe(0);
  });

  it("my own message (another tab, or the POST answer) is not unread", () => {
    const client = cacheWith([
      [chatKey(ME, ANN), chat()],
      [unreadMessagesKey, { count: 3 }],
    ]);
    applyOps(client, reduceEvent(messageEvent(message(4, ME, ANN)), ctx));
    expect(client.getQueryData(unreadMessagesKey)).toEqual({ count: 3 });
    expect(client.getQueryData<ChatData>(chatKey(ME, ANN))?.pages[0]?.items).toHaveLength(1);
  });

  it("a message from someone not in the loaded list refetches the list", () => {
    const client = cacheWith([[conversationsKey, list(row(BOB))]]);
    applyOps(client, reduceEvent(messageEvent(message(2)), ctx));
    expect(client.getQueryState(conversationsKey)?.isInvalidated).toBe(true);
  });

  it("their read receipt marks my messages Seen; my own read clears the row and asks the total again", () => {
    const client = cacheWith([
      [chatKey(ME, ANN), chat(message(1, ME, ANN))],
      [conversationsKey, list(row(ANN, 4))],
      [unreadMessagesKey, { count: 4 }],
      [notificationsUnreadKey, 2],
    ]);
    applyOps(client, reduceEvent({ type: "message-read", readerId: ANN, otherId: ME, at: "x" }, ctx));
    // Ann reading my lines says nothing about my notifications.
    expect(client.getQueryState(notificationsUnreadKey)?.isInvalidated).toBe(false);
    expect(client.getQueryData<ChatData>(chatKey(ME, ANN))?.pages[0]?.items[0]?.read).toBe(true);
    applyOps(client, reduceEvent({ type: "message-read", readerId: ME, otherId: ANN, at: "x" }, ctx));
    expect(client.getQueryData<ConversationsData>(conversationsKey)?.pages[0]?.items[0]?.unread).toBe(0);
    expect(client.getQueryState(unreadMessagesKey)?.isInvalidated).toBe(true);
    // The server read Ann's message notifications with the chat: the bell asks again.
    expect(client.getQueryState(notificationsUnreadKey)?.isInvalidated).toBe(true);
  });

  it("typing stamps the time; a question asked updates the chat and the preview", () => {
    const q = {
      id: id(7),
      senderId: ANN,
      receiverId: ME,
      questionText: "Ever been skydiving?",
      senderResponse: null,
      receiverResponse: null,
      category: "Custom",
      createdAt: "2026-01-02T00:00:00.000Z",
    };
    const client = cacheWith([
      [questionsKey(ME, ANN), { pages: [{ items: [], nextCursor: null }], pageParams: [""] }],
      [conversationsKey, list(row(ANN))],
    ]);
    applyOps(client, reduceEvent({ type: "typing", fromUserId: ANN }, ctx));
    applyOps(client, reduceEvent({ type: "custom-question", action: "asked", question: q }, ctx));
    expect(client.getQueryData(typingKey(ANN))).toBe(1000);
    expect(client.getQueryData<QuestionsData>(questionsKey(ME, ANN))?.pages[0]?.items).toHaveLength(1);
    expect(client.getQueryData<ConversationsData>(conversationsKey)?.pages[0]?.items[0]?.last?.kind).toBe("question");
  });

  it("a notification lights the bell at once and asks the exact count again (a bundle is one row)", () => {
    const client = cacheWith([
      [notificationsUnreadKey, 0],
      [notificationsKey, { pages: [], pageParams: [] }],
    ]);
    const notification = { id: "n1", userId: ME, type: "message", actorId: ANN, title: "Ann sent you a message" };
    applyOps(client, reduceEvent({ type: "notification", notification }, ctx));
    expect(client.getQueryData(notificationsUnreadKey)).toBe(1);
    // The same bundle again ("Ann sent you 2 messages") is still one unread notification.
    applyOps(client, reduceEvent({ type: "notification", notification: { ...notification, title: "x" } }, ctx));
    expect(client.getQueryData(notificationsUnreadKey)).toBe(1);
    expect(client.getQueryState(notificationsUnreadKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(notificationsKey)?.isInvalidated).toBe(true);
  });

  it("a system notification (a review of my profile starting or ending) refreshes my own profile", () => {
    const note = (type: string) => ({
      id: "n2",
      userId: ME,
      type,
      actorId: null,
      title: "Your profile is under review",
    });
    const system = cacheWith([[ownProfileKey(ME), {}]]);
    applyOps(system, reduceEvent({ type: "notification", notification: note("system") }, ctx));
    expect(system.getQueryState(ownProfileKey(ME))?.isInvalidated).toBe(true);
    const message = cacheWith([[ownProfileKey(ME), {}]]);
    applyOps(message, reduceEvent({ type: "notification", notification: note("message") }, ctx));
    expect(message.getQueryState(ownProfileKey(ME))?.isInvalidated).toBe(false);
  });

  it("a review refreshes reviews, my own profile and public profiles; other date changes do not", () => {
    const reviewsOfAnn = ["/api/reviews", ANN];
    const annProfile = ["/api/public-profiles", ANN];
    const keys = [reviewsOfAnn, ["/api/reviews", "me"], ownProfileKey(ME), annProfile, ["/api/dates", ME]];
    const fresh = () => cacheWith(keys.map((key) => [key, {}]));
    const invalidated = (client: QueryClient) => keys.filter((key) => client.getQueryState(key)?.isInvalidated);
    const dateEventId = "30000000-0000-4000-8000-000000000001";

    const completed = fresh();
    applyOps(completed, reduceEvent({ type: "date", action: "completed", dateEventId }, ctx));
    expect(invalidated(completed)).toEqual([["/api/dates", ME]]);

    const reviewed = fresh();
    applyOps(reviewed, reduceEvent({ type: "date", action: "reviewed", dateEventId }, ctx));
    expect(invalidated(reviewed)).toEqual(keys);
  });

  it("a match shows at once in every list: the card turns Matched in place, the others are asked again", () => {
    const card = (id: string, extra: Partial<ProfileCard> = {}): ProfileCard => ({
      id,
      name: "Ann",
      age: 30,
      location: null,
      tagline: "",
      photo: null,
      photos: [],
      rating: 0,
      reviewCount: 0,
      dateCount: 0,
      status: "New",
      requested: false,
      likesYou: true,
      matchedOn: [],
      downScore: 50,
      distance: 1,
      ...extra,
    });
    const searchKey = ["/api/search", "all", "nearest"];
    const bob = card(BOB, { likesYou: false });
    const pages = { pages: [{ total: 2, results: [card(ANN), bob], nextCursor: null }], pageParams: [null] };
    const client = cacheWith([
      [searchKey, pages],
      [likesYouKey, { pages: [], pageParams: [null] }],
      [matchesKeyPrefix, []],
      [notificationsKey, { pages: [], pageParams: [null] }],
      [["/api/public-profiles", ANN], {}],
    ]);
    applyOps(client, reduceEvent({ type: "match", fromUserId: ANN, toUserId: ME }, ctx));
    const after = client.getQueryData<typeof pages>(searchKey)!;
    expect(after.pages[0]!.results[0]).toMatchObject({ id: ANN, status: "Matched", likesYou: false });
    // The rest of the page is untouched, and nothing reorders.
    expect(after.pages[0]!.results[1]).toBe(bob);
    expect(client.getQueryState(searchKey)?.isInvalidated).toBe(false);
    for (const key of [likesYouKey, matchesKeyPrefix, notificationsKey, ["/api/public-profiles", ANN]]) {
      expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    }
  });

  it("a request to me marks their card 'Likes you' and refreshes the Likes you list", () => {
    const searchKey = ["/api/search", "adventure", "best"];
    const ann = { id: ANN, status: "New", requested: false, likesYou: false };
    const client = cacheWith([
      [searchKey, { pages: [{ total: 1, results: [ann], nextCursor: null }], pageParams: [null] }],
      [likesYouKey, { pages: [], pageParams: [null] }],
    ]);
    applyOps(client, reduceEvent({ type: "match-request", fromUserId: ANN, toUserId: ME }, ctx));
    expect(client.getQueryData<{ pages: Array<{ results: unknown[] }> }>(searchKey)?.pages[0]?.results[0]).toEqual({
      ...ann,
      likesYou: true,
    });
    expect(client.getQueryState(likesYouKey)?.isInvalidated).toBe(true);
  });

  it("a match or unmatch refetches the conversation list", () => {
    const client = cacheWith([[conversationsKey, list(row(ANN))]]);
    applyOps(client, reduceEvent({ type: "unmatch", userId: ANN }, ctx));
    expect(client.getQueryState(conversationsKey)?.isInvalidated).toBe(true);
  });
});
