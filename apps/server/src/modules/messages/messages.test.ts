import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema";
import { type BusEvent, memoryBus } from "../../realtime/bus";
import { createTestApp, type SignedIn, testDb } from "../../test/test-app";
import { person } from "../matching/search.test-helpers";

let app: FastifyInstance;
const bus = memoryBus();
beforeAll(async () => {
  // Low caps so the limit tests stay short; the other tests stay under them.
  app = await createTestApp({ MESSAGES_PER_MINUTE: "8", NEW_CONVERSATIONS_PER_DAY: "2" }, { bus });
});
afterAll(() => app.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (as: SignedIn | null, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: as ? { cookie: as.cookie } : {}, ...(payload ? { payload } : {}) });

const someone = (name = "Sam") => person(app, { at: null, answers: {}, name });

async function matched(nameA = "Ann", nameB = "Bo") {
  const a = await someone(nameA);
  const b = await someone(nameB);
  await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
  const res = await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
  expect(res.json().mutual).toBe(true);
  return { a, b };
}

const ask = (from: SignedIn, to: SignedIn, questionText: string, extra: object = {}) =>
  call(from, "POST", "/api/custom-questions", { senderId: from.id, receiverId: to.id, questionText, ...extra });

const send = (from: SignedIn, to: SignedIn, content: string, extra: object = {}) =>
  call(from, "POST", "/api/messages", {
    senderId: from.id,
    receiverId: to.id,
    content,
    createdAt: "1999-01-01T00:00:00.000Z",
    ...extra,
  });

describe("POST /api/messages", () => {
  it("stores a message between matched people with the server's clock, trimmed", async () => {
    const { a, b } = await matched();
    const before = Date.now();
    const res = await send(a, b, "  hello there  ");
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({ senderId: a.id, receiverId: b.id, content: "hello there", read: false });
    expect(Date.parse(message.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const history = (await call(b, "GET", `/api/conversations/${b.id}/${a.id}`)).json();
    expect(history.items.map((m: { content: string }) => m.content)).toEqual(["hello there"]);
  });

  it("refuses people who are not matched, and acting as someone else", async () => {
    const a = await someone();
    const b = await someone();
    expect((await send(a, b, "hi")).statusCode).toBe(403);
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    expect((await send(a, b, "pending is not matched")).statusCode).toBe(403);
    const { a: x, b: y } = await matched();
    const asOther = await call(a, "POST", "/api/messages", { senderId: x.id, receiverId: y.id, content: "spoof" });
    expect(asOther.statusCode).toBe(403);
    expect(
      (await call(null, "POST", "/api/messages", { senderId: x.id, receiverId: y.id, content: "x" })).statusCode,
    ).toBe(401);
  });

  it("validates content: empty after trimming, over 2000, control characters, unknown fields", async () => {
    const { a, b } = await matched();
    for (const content of ["", "   \n ", "x".repeat(2001), "bad\u0000byte"]) {
      const res = await send(a, b, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    expect((await send(a, b, "x".repeat(2000))).statusCode).toBe(201);
    expect((await send(a, b, "hi", { isAdmin: true })).statusCode).toBe(400);
    expect((await send(a, b, "hi", { clientId: "not-a-uuid" })).statusCode).toBe(400);
  });

  it("returns the first message for a retry with the same clientId, never a second", async () => {
    const { a, b } = await matched();
    const clientId = randomUUID();
    const first = await send(a, b, "once", { clientId });
    const retry = await send(a, b, "once", { clientId });
    const [c1, c2] = await Promise.all([
      send(a, b, "racing", { clientId: randomUUID() }),
      send(a, b, "racing", { clientId: (await send(a, b, "x", { clientId: randomUUID() })).json().clientId }),
    ]);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(c1.statusCode).toBe(201);
    expect(c2.statusCode).toBe(200);
    const shared = randomUUID();
    const both = await Promise.all([
      send(a, b, "same", { clientId: shared }),
      send(a, b, "same", { clientId: shared }),
    ]);
    expect(new Set(both.map((r) => r.json().id)).size).toBe(1);
    const history = (await call(a, "GET", `/api/conversations/${a.id}/${b.id}`)).json();
    expect(history.items.filter((m: { content: string }) => m.content === "once")).toHaveLength(1);
    expect(history.items.filter((m: { content: string }) => m.content === "same")).toHaveLength(1);
  });

  it("refuses after a block either way and after an unmatch; history goes too", async () => {
    const { a, b } = await matched();
    await send(a, b, "before");
    expect((await call(b, "POST", "/api/blocks", { blockedUserId: a.id })).statusCode).toBe(201);
    expect((await send(a, b, "after block")).statusCode).toBe(403);
    expect((await call(a, "GET", `/api/conversations/${a.id}/${b.id}`)).statusCode).toBe(403);
    expect((await call(a, "GET", "/api/conversations")).json().items).toEqual([]);
    const { a: c, b: d } = await matched();
    await call(c, "DELETE", `/api/matches/${c.id}/${d.id}`);
    expect((await send(d, c, "after unmatch")).statusCode).toBe(403);
  });

  it("caps a sender per minute with a clear 429 (a retry of a landed send still answers)", async () => {
    const { a, b } = await matched();
    const clientId = randomUUID();
    await send(a, b, "m0", { clientId });
    for (let i = 1; i < 8; i++) expect((await send(a, b, `m${i}`)).statusCode).toBe(201);
    const over = await send(a, b, "one too many");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/8 messages a minute/);
    expect((await send(a, b, "m0", { clientId })).statusCode).toBe(200);
  });

  it("caps conversations opened without a reply, and a reply frees one", async () => {
    const a = await someone("Opener");
    const others = [await someone(), await someone(), await someone()];
    for (const o of others) {
      await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: o.id });
      await call(o, "POST", "/api/match-requests", { fromUserId: o.id, toUserId: a.id });
    }
    const [o1, o2, o3] = others as [SignedIn, SignedIn, SignedIn];
    expect((await send(a, o1, "hey 1")).statusCode).toBe(201);
    expect((await send(a, o2, "hey 2")).statusCode).toBe(201);
    const third = await send(a, o3, "hey 3");
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toMatch(/haven't had a reply/);
    // An open conversation can go on.
    expect((await send(a, o1, "still me")).statusCode).toBe(201);
    expect((await send(o1, a, "hi back")).statusCode).toBe(201);
    expect((await send(a, o3, "hey 3")).statusCode).toBe(201);
  });
});

describe("GET /api/conversations/{userId}/{otherId}", () => {
  it("pages newest first by cursor, 50 at most, each page oldest to newest", async () => {
    const { a, b } = await matched();
    // Written directly: the per-minute cap is not what this test is about.
    const base = Date.now() - 1000_000;
    await testDb(app)
      .insert(messages)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          senderId: i % 2 ? a.id : b.id,
          receiverId: i % 2 ? b.id : a.id,
          content: `n${i}`,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const first = (await call(a, "GET", `/api/conversations/${a.id}/${b.id}?limit=500`)).json();
    expect(first.items).toHaveLength(50);
    expect(first.items[0].content).toBe("n10");
    expect(first.items[49].content).toBe("n59");
    const second = (
      await call(a, "GET", `/api/conversations/${a.id}/${b.id}?cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.items.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `n${i}`),
    );
    expect(second.nextCursor).toBeNull();
    expect((await call(a, "GET", `/api/conversations/${a.id}/${b.id}?cursor=nonsense`)).statusCode).toBe(400);
    expect((await call(a, "GET", `/api/conversations/${b.id}/${a.id}`)).statusCode).toBe(403);
    expect((await call(a, "GET", `/api/conversations/${a.id}/not-a-uuid`)).statusCode).toBe(400);
  });

  it("marks read on open and counts unread for the tab", async () => {
    const { a, b } = await matched();
    await send(a, b, "one");
    await send(a, b, "two");
    expect((await call(b, "GET", "/api/conversations/unread-count")).json()).toEqual({ count: 2 });
    const read = await call(b, "POST", `/api/conversations/${b.id}/${a.id}/read`);
    expect(read.json()).toEqual({ ok: true, marked: 2 });
    expect((await call(b, "GET", "/api/conversations/unread-count")).json()).toEqual({ count: 0 });
    const seen = (await call(a, "GET", `/api/conversations/${a.id}/${b.id}`)).json();
    expect(seen.items.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await call(a, "POST", `/api/conversations/${b.id}/${a.id}/read`)).statusCode).toBe(403);
  });

  it("pages lines that share a millisecond without skipping or repeating one (microsecond cursors)", async () => {
    const { a, b } = await matched();
    // PostgreSQL keeps microseconds, a JavaScript Date milliseconds: seven lines in and around one
    // millisecond, two of them in the very same microsecond (the id breaks that tie).
    const micros = ["122999", "123001", "123002", "123003", "123003", "123004", "124000"];
    await testDb(app)
      .insert(messages)
      .values(
        micros.map((us, i) => ({
          senderId: i % 2 ? a.id : b.id,
          receiverId: i % 2 ? b.id : a.id,
          content: `u${i}`,
          createdAt: sql`${`2025-03-01T10:00:00.${us}Z`}::timestamptz`,
        })),
      );
    const url = `/api/conversations/${a.id}/${b.id}`;
    const whole: string[] = (await call(a, "GET", url)).json().items.map((m: { content: string }) => m.content);
    expect(whole).toHaveLength(7);
    expect([whole[0], whole[6]]).toEqual(["u0", "u6"]);
    for (const limit of [1, 2, 3]) {
      const read: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const page = (await call(a, "GET", `${url}?limit=${limit}${query}`)).json();
        // Pages come newest first, each oldest to newest within.
        read.unshift(...page.items.map((m: { content: string }) => m.content));
        cursor = page.nextCursor;
      } while (cursor);
      expect(read).toEqual(whole);
    }
    const impossible = `2026-02-30T00:00:00.000000Z_${randomUUID()}`;
    expect((await call(a, "GET", `${url}?cursor=${encodeURIComponent(impossible)}`)).statusCode).toBe(400);
  });
});

describe("GET /api/conversations", () => {
  it("lists each match once: last message or question, unread count, newest activity first, paged", async () => {
    const me = await someone("Me");
    const people = [await someone("P0"), await someone("P1"), await someone("P2")];
    for (const p of people) {
      await call(me, "POST", "/api/match-requests", { fromUserId: me.id, toUserId: p.id });
      await call(p, "POST", "/api/match-requests", { fromUserId: p.id, toUserId: me.id });
    }
    const [p0, p1, p2] = people as [SignedIn, SignedIn, SignedIn];
    await send(p0, me, "from p0");
    await send(p0, me, "again p0");
    await call(p1, "POST", "/api/custom-questions", { senderId: p1.id, receiverId: me.id, questionText: "Tacos?" });
    const list = (await call(me, "GET", "/api/conversations")).json();
    expect(list.items.map((c: { name: string }) => c.name)).toEqual(["P1", "P0", "P2"]);
    const [c1, c0, c2] = list.items;
    expect(c1.last).toMatchObject({ kind: "question", text: "Tacos?", senderId: p1.id });
    expect(c0).toMatchObject({ otherId: p0.id, unread: 2, last: { kind: "message", text: "again p0" } });
    expect(c2).toMatchObject({ otherId: p2.id, last: null, unread: 0 });
    const page1 = (await call(me, "GET", "/api/conversations?limit=2")).json();
    expect(page1.items).toHaveLength(2);
    const page2 = (
      await call(me, "GET", `/api/conversations?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`)
    ).json();
    expect(page2.items.map((c: { name: string }) => c.name)).toEqual(["P2"]);
    expect(page2.nextCursor).toBeNull();
    expect((await call(null, "GET", "/api/conversations")).statusCode).toBe(401);
  });

  it("pages conversations whose last lines share a millisecond, each once", async () => {
    const me = await someone("Me");
    const people = [await someone("Q0"), await someone("Q1"), await someone("Q2"), await someone("Q3")];
    for (const p of people) {
      await call(me, "POST", "/api/match-requests", { fromUserId: me.id, toUserId: p.id });
      await call(p, "POST", "/api/match-requests", { fromUserId: p.id, toUserId: me.id });
    }
    const micros = ["500001", "500002", "500002", "500003"];
    await testDb(app)
      .insert(messages)
      .values(
        people.map((p, i) => ({
          senderId: p.id,
          receiverId: me.id,
          content: `last ${i}`,
          createdAt: sql`${`2025-03-01T10:00:00.${micros[i]}Z`}::timestamptz`,
        })),
      );
    const whole: string[] = (await call(me, "GET", "/api/conversations"))
      .json()
      .items.map((c: { name: string }) => c.name);
    expect(whole).toHaveLength(4);
    expect([whole[0], whole[3]]).toEqual(["Q3", "Q0"]);
    const read: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = (await call(me, "GET", `/api/conversations?limit=1${query}`)).json();
      read.push(...page.items.map((c: { name: string }) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(read).toEqual(whole);
  });
});

describe("custom questions", () => {
  it("asks, answers once each (409 on a second), and only the two people", async () => {
    const { a, b } = await matched();
    const stranger = await someone();
    const asked = await call(a, "POST", "/api/custom-questions", {
      senderId: a.id,
      receiverId: b.id,
      questionText: "  Would you go skydiving?  ",
      createdAt: new Date().toISOString(),
    });
    expect(asked.statusCode).toBe(201);
    const q = asked.json();
    expect(q).toMatchObject({ questionText: "Would you go skydiving?", senderResponse: null, category: "Custom" });
    const answer = (as: SignedIn, response: string, userId = as.id) =>
      call(as, "PATCH", `/api/custom-questions/${q.id}/response`, { userId, response });
    expect((await answer(stranger, "D")).statusCode).toBe(404);
    expect((await answer(a, "X")).statusCode).toBe(400);
    expect((await answer(a, "D", b.id)).statusCode).toBe(403);
    expect((await answer(a, "D")).json()).toMatchObject({ senderResponse: "D", receiverResponse: null });
    expect((await answer(a, "N")).statusCode).toBe(409);
    expect((await answer(b, "W")).json()).toMatchObject({ senderResponse: "D", receiverResponse: "W" });
    expect((await answer(b, "D")).statusCode).toBe(409);
    const between = (await call(b, "GET", `/api/custom-questions/between/${b.id}/${a.id}`)).json();
    expect(between.items).toHaveLength(1);
    expect((await call(stranger, "GET", `/api/custom-questions/between/${stranger.id}/${a.id}`)).statusCode).toBe(403);
  });

  it("refuses questions that are empty, too long, or to someone not matched", async () => {
    const { a, b } = await matched();
    const stranger = await someone();
    const ask = (to: SignedIn, questionText: string) =>
      call(a, "POST", "/api/custom-questions", { senderId: a.id, receiverId: to.id, questionText });
    expect((await ask(b, "   ")).statusCode).toBe(400);
    expect((await ask(b, "x".repeat(301))).statusCode).toBe(400);
    expect((await ask(stranger, "hi?")).statusCode).toBe(403);
  });

  it("counts toward the per-minute cap messages have (429 both ways); a retry of a landed question answers", async () => {
    const { a, b } = await matched();
    for (let i = 0; i < 6; i++) expect((await send(a, b, `m${i}`)).statusCode).toBe(201);
    const clientId = randomUUID();
    expect((await ask(a, b, "Seventh?", { clientId })).statusCode).toBe(201);
    expect((await ask(a, b, "Eighth?")).statusCode).toBe(201);
    const over = await ask(a, b, "One too many?");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/8 messages a minute/);
    expect((await send(a, b, "nor a message")).statusCode).toBe(429);
    const retry = await ask(a, b, "Seventh?", { clientId });
    expect(retry.statusCode).toBe(200);
    const between = (await call(a, "GET", `/api/custom-questions/between/${a.id}/${b.id}`)).json();
    expect(between.items.map((q: { questionText: string }) => q.questionText)).toEqual(["Seventh?", "Eighth?"]);
  });

  it("opens a conversation toward the daily cap like a first message; an answer counts as a reply", async () => {
    const a = await someone("Asker");
    const others = [await someone(), await someone(), await someone()];
    for (const o of others) {
      await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: o.id });
      await call(o, "POST", "/api/match-requests", { fromUserId: o.id, toUserId: a.id });
    }
    const [o1, o2, o3] = others as [SignedIn, SignedIn, SignedIn];
    const q1 = await ask(a, o1, "Mountains?");
    expect(q1.statusCode).toBe(201);
    expect((await send(a, o2, "hey 2")).statusCode).toBe(201);
    const third = await ask(a, o3, "Beach?");
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toMatch(/haven't had a reply/);
    expect((await send(a, o3, "hey 3")).statusCode).toBe(429);
    // A conversation a question opened can go on.
    expect((await ask(a, o1, "Or lakes?")).statusCode).toBe(201);
    const answered = await call(o1, "PATCH", `/api/custom-questions/${q1.json().id}/response`, {
      userId: o1.id,
      response: "D",
    });
    expect(answered.statusCode).toBe(200);
    expect((await ask(a, o3, "Beach?")).statusCode).toBe(201);
  });
});

describe("message notifications", () => {
  type Note = { id: string; type: string; actorId: string | null; title: string; read: boolean };
  const messageNotes = async (of: SignedIn): Promise<Note[]> =>
    (await call(of, "GET", "/api/notifications")).json().items.filter((n: Note) => n.type === "message");
  const bell = async (of: SignedIn) => (await call(of, "GET", "/api/notifications/unread-count")).json().count;

  it("writes one per sender a day, counting what is unread; opening the chat reads it", async () => {
    const { a, b } = await matched("Ana", "Ben");
    // The match's own notifications are not what this test counts.
    await call(b, "POST", "/api/notifications/read-all");
    const heard: BusEvent[] = [];
    const stop = bus.subscribe(b.id, (event) => heard.push(event));
    const clientId = randomUUID();
    await send(a, b, "hi", { clientId });
    expect(await messageNotes(b)).toMatchObject([{ actorId: a.id, title: "Ana sent you a message", read: false }]);
    // A retry adds no line and recounts nothing.
    expect((await send(a, b, "hi", { clientId })).statusCode).toBe(200);
    await send(a, b, "you there?");
    const [bundle, ...more] = await messageNotes(b);
    expect(more).toEqual([]);
    expect(bundle).toMatchObject({ title: "Ana sent you 2 messages", read: false });
    expect(await bell(b)).toBe(1);
    // Announced after each commit that wrote it, after the message itself.
    expect(heard.map((e) => e.type)).toEqual(["message", "notification", "message", "notification"]);

    await call(b, "POST", `/api/conversations/${b.id}/${a.id}/read`);
    expect(await messageNotes(b)).toMatchObject([{ id: bundle?.id, read: true }]);
    expect(await bell(b)).toBe(0);

    // The same day's card comes back unread for the next line, a question this time.
    await ask(a, b, "Coffee or tea?");
    expect(await messageNotes(b)).toMatchObject([{ id: bundle?.id, title: "Ana asked you a question", read: false }]);
    heard.length = 0;
    // Only a question was waiting: nothing to mark 'Seen', yet Ben's own apps hear the bell clear.
    expect((await call(b, "POST", `/api/conversations/${b.id}/${a.id}/read`)).json()).toEqual({ ok: true, marked: 0 });
    expect(heard.map((e) => e.type)).toEqual(["message-read"]);
    expect(await bell(b)).toBe(0);
    // The sender is not notified of their own lines.
    expect(await messageNotes(a)).toEqual([]);
    stop();
  });

  it("keeps senders apart and writes nothing for a refused send", async () => {
    const { a, b } = await matched("Ana", "Ben");
    const c = await someone("Cleo");
    await call(c, "POST", "/api/match-requests", { fromUserId: c.id, toUserId: b.id });
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: c.id });
    await send(a, b, "from Ana");
    await send(c, b, "from Cleo");
    const titles = (await messageNotes(b)).map((n) => n.title).sort();
    expect(titles).toEqual(["Ana sent you a message", "Cleo sent you a message"]);
    const stranger = await someone("Stranger");
    expect((await send(stranger, b, "let me in")).statusCode).toBe(403);
    expect((await ask(stranger, b, "let me in?")).statusCode).toBe(403);
    expect(await messageNotes(b)).toHaveLength(2);
  });
});
