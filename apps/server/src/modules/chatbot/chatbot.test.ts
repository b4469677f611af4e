import { randomUUID } from "node:crypto";
import { builtInQuestions } from "@down/common/questions";
import { CHATBOT_MESSAGES_PER_MINUTE, SUGGESTED_QUESTIONS } from "@down/common/schemas/chatbot";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chatbotMessages, dateEvents } from "../../db/schema";
import { createTestApp, type SignedIn, signIn, signInReady, testDb } from "../../test/test-app";
import { answer } from "../answers/answers.test-helpers";
import * as repo from "./chatbot.repo";
import { FALLBACK_ANSWER } from "./love";

// The real repo, with insertMessages wrapped so a test can make the store fail part-way through a turn.
vi.mock("./chatbot.repo", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./chatbot.repo")>();
  return { ...actual, insertMessages: vi.fn(actual.insertMessages) };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ask = (as: SignedIn, message: unknown, userId: unknown = as.id) =>
  app.inject({
    method: "POST",
    url: "/api/chatbot/message",
    headers: { cookie: as.cookie },
    payload: { userId, message },
  });
const historyOf = (as: SignedIn, userId = as.id) =>
  app.inject({ method: "GET", url: `/api/chatbot/history/${userId}`, headers: { cookie: as.cookie } });
const clear = (as: SignedIn, userId = as.id) =>
  app.inject({ method: "DELETE", url: `/api/chatbot/history/${userId}`, headers: { cookie: as.cookie } });

describe("POST /api/chatbot/message", () => {
  it("answers from the knowledge base and stores the question and the answer, oldest first", async () => {
    const me = await signIn(app);
    const res = await ask(me, "  How do I invite someone on a date?  ");
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.role).toBe("assistant");
    expect(reply.content).toMatch(/romantic, hang or play/);
    expect(reply).toMatchObject({ includesVisual: true, visualType: "invite-date", suggestions: [] });

    const history = (await historyOf(me)).json();
    expect(history).toEqual([
      { role: "user", content: "How do I invite someone on a date?", includesVisual: false, visualType: null },
      { role: "assistant", content: reply.content, includesVisual: true, visualType: "invite-date" },
    ]);
  });

  it("offers the suggestion chips instead of guessing when it does not understand", async () => {
    const me = await signIn(app);
    const reply = (await ask(me, "What's the capital of Mongolia?")).json();
    expect(reply.content).toBe(FALLBACK_ANSWER);
    expect(reply.suggestions).toEqual([...SUGGESTED_QUESTIONS]);
    expect(reply.includesVisual).toBe(false);
  });

  it("answers with the asker's own numbers", async () => {
    const me = await signIn(app);
    expect((await ask(me, "how many matches do I have")).json().content).toMatch(/don't have any matches yet/);
    for (const q of builtInQuestions("food").slice(0, 3)) await answer(app, me, q.id, "D", "food");
    const score = (await ask(me, "what's my DOWN score?")).json().content;
    expect(score).toContain("Your profile DOWN score is 12, from 3 answers");
    const left = (await ask(me, "which categories haven't I done")).json().content;
    expect(left).toContain("You haven't started 15 categories");
    expect(left).toContain("Food & Dining (3 of 20)");
  });

  it("knows the asker's last match, upcoming date and answer count, and nobody else's", async () => {
    const me = await signInReady(app);
    const ann = await signInReady(app);
    const stranger = await signInReady(app);
    const named = await app.inject({
      method: "PATCH",
      url: `/api/profiles/${ann.id}`,
      headers: { cookie: ann.cookie },
      payload: { name: "Ann" },
    });
    expect(named.statusCode).toBe(200);
    const request = (from: SignedIn, to: SignedIn) =>
      app.inject({
        method: "POST",
        url: "/api/match-requests",
        headers: { cookie: from.cookie },
        payload: { fromUserId: from.id, toUserId: to.id },
      });
    await request(ann, me);
    expect((await request(me, ann)).json().mutual).toBe(true);
    // A match between two other people is not mine.
    await request(stranger, ann);
    await request(ann, stranger);

    // Names sit between U+2068 and U+2069, so a right-to-left one keeps its place in the sentence.
    expect((await ask(me, "how many matches do I have")).json().content).toContain(
      "You have 1 match: \u2068Ann\u2069.",
    );
    const last = (await ask(me, "who did I match with last")).json().content;
    expect(last).toMatch(/^Your most recent match is \u2068Ann\u2069 on \d\d\/\d\d\/\d{4}\. Say hi!/);
    expect(last).toContain(`[Message \u2068Ann\u2069](/messages/${ann.id})`);

    expect((await ask(me, "do I have any dates coming up")).json().content).toMatch(/^No dates coming up yet/);
    const when = new Date(Date.UTC(2031, 4, 17, 19));
    await testDb(app)
      .insert(dateEvents)
      .values({ userId1: ann.id, userId2: me.id, dateType: "hang", scheduledAt: when });
    expect((await ask(me, "do I have any dates coming up")).json().content).toBe(
      "You have 1 upcoming date. Next: a hang date with \u2068Ann\u2069 on 05/17/2031. [Open My Dates](/my-dates)",
    );
    expect((await ask(stranger, "do I have any dates coming up")).json().content).toMatch(/^No dates coming up yet/);

    expect((await ask(me, "how many questions have I answered")).json().content).toMatch(/^You haven't answered any/);
    for (const q of builtInQuestions("travel").slice(0, 2)) await answer(app, me, q.id, "O", "travel");
    expect((await ask(me, "how many questions have I answered")).json().content).toBe(
      "You've answered 2 questions in 1 of 16 categories. Your most answered is Travel (2).",
    );
  });

  it("keeps a right-to-left name with an initial in its place, with one full stop after it", async () => {
    const me = await signInReady(app);
    const zoe = await signInReady(app);
    await app.inject({
      method: "PATCH",
      url: `/api/profiles/${zoe.id}`,
      headers: { cookie: zoe.cookie },
      payload: { name: "زينب D." },
    });
    for (const [from, to] of [
      [zoe, me],
      [me, zoe],
    ] as const)
      await app.inject({
        method: "POST",
        url: "/api/match-requests",
        headers: { cookie: from.cookie },
        payload: { fromUserId: from.id, toUserId: to.id },
      });
    expect((await ask(me, "how many matches do I have")).json().content).toBe(
      "You have 1 match: \u2068زينب D.\u2069 [Open Matches](/matches)",
    );
  });

  it("counts every upcoming date, not just the first ten, and names the soonest", async () => {
    const me = await signInReady(app);
    const ann = await signInReady(app);
    const start = Date.UTC(2032, 0, 1, 18);
    const day = 24 * 60 * 60 * 1000;
    await testDb(app)
      .insert(dateEvents)
      .values(
        // Inserted latest first: the answer must still pick the soonest.
        Array.from({ length: 12 }, (_, i) => ({
          userId1: me.id,
          userId2: ann.id,
          dateType: i === 11 ? ("play" as const) : ("romantic" as const),
          scheduledAt: new Date(start + (11 - i) * day),
        })),
      );
    expect((await ask(me, "do I have any dates coming up")).json().content).toMatch(
      /^You have 12 upcoming dates\. Next: a play date with .* on 01\/01\/2032\./,
    );
  });

  it("answers 503 'Failed to send message' when the store fails, and keeps no half of the turn", async () => {
    const me = await signIn(app);
    const store = vi.mocked(repo.insertMessages);
    const realInsert = store.getMockImplementation();
    if (!realInsert) throw new Error("insertMessages should wrap the real insert");
    // The question row is written, then the store fails before the answer: the transaction must undo both.
    store.mockImplementationOnce(async (tx, rows) => {
      await realInsert(tx, rows.slice(0, 1));
      throw new Error("disk full");
    });
    const failed = await ask(me, "how do I block someone?");
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: { code: "unavailable", message: "Failed to send message" } });
    expect((await historyOf(me)).json()).toEqual([]);

    // The next question is stored whole again.
    expect((await ask(me, "how do I block someone?")).statusCode).toBe(200);
    expect((await historyOf(me)).json().map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  });

  it("refuses empty, too long and malformed questions with a 400", async () => {
    const me = await signIn(app);
    for (const message of ["", "   ", "x".repeat(501), 42, "bad\u0000text"]) {
      const res = await ask(me, message);
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    expect((await ask(me, "x".repeat(500))).statusCode).toBe(200);
    const extra = await app.inject({
      method: "POST",
      url: "/api/chatbot/message",
      headers: { cookie: me.cookie },
      payload: { userId: me.id, message: "hi", role: "assistant" },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("refuses to speak for someone else (403) and anyone signed out (401)", async () => {
    const me = await signIn(app);
    const other = await signIn(app);
    expect((await ask(me, "hello", other.id)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/chatbot/message",
      payload: { userId: me.id, message: "hello" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await historyOf(other)).json()).toEqual([]);
  });

  it(`allows ${CHATBOT_MESSAGES_PER_MINUTE} questions a minute per person, then 429`, async () => {
    const me = await signIn(app);
    const other = await signIn(app);
    for (let i = 0; i < CHATBOT_MESSAGES_PER_MINUTE; i++) expect((await ask(me, "hi")).statusCode).toBe(200);
    const limited = await ask(me, "hi");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    // Someone else is not held up by it.
    expect((await ask(other, "hi")).statusCode).toBe(200);
    expect((await historyOf(me)).json()).toHaveLength(2 * CHATBOT_MESSAGES_PER_MINUTE);
  });
});

describe("GET /api/chatbot/history/:userId", () => {
  it("is one's own only, and returns the newest 100 oldest first", async () => {
    const me = await signIn(app);
    const other = await signIn(app);
    expect((await historyOf(me, other.id)).statusCode).toBe(403);
    expect((await historyOf(me, "not-a-uuid")).statusCode).toBe(400);
    const start = Date.now() - 1_000_000;
    await testDb(app)
      .insert(chatbotMessages)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          userId: me.id,
          role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
          content: `message ${i}`,
          createdAt: new Date(start + i * 1000),
        })),
      );
    const history = (await historyOf(me)).json();
    expect(history).toHaveLength(100);
    expect(history[0].content).toBe("message 20");
    expect(history[99].content).toBe("message 119");
  });
});

describe("DELETE /api/chatbot/history/:userId", () => {
  it("clears one's own history and nobody else's", async () => {
    const me = await signIn(app);
    const other = await signIn(app);
    await ask(me, "hi");
    await ask(other, "hi");
    expect((await clear(me, other.id)).statusCode).toBe(403);
    expect((await clear(me, randomUUID())).statusCode).toBe(403);
    const res = await clear(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, deleted: 2 });
    expect((await historyOf(me)).json()).toEqual([]);
    expect((await historyOf(other)).json()).toHaveLength(2);
  });
});
