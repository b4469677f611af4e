import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { BusEvent } from "../../realtime/bus";
import type { SignedIn } from "../../test/test-app";
import { messagingTestApp } from "./messages.test-helpers";

const { bus, call, someone, matched, ask, send } = messagingTestApp();

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
