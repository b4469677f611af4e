import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { CategoryId } from "@down/common/categories";
import { questionId } from "@down/common/question-id";
import { builtInQuestions, reserveQuestions } from "@down/common/questions";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { questions, userAnalytics, userResponses } from "../../db/schema";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";

let app: FastifyInstance;
let me: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  me = await signIn(app);
  other = await signIn(app);
});
afterAll(() => app.close());

const [first, second] = builtInQuestions("adventure");
const trackOn = (on: FastifyInstance, as: SignedIn, payload: object) =>
  on.inject({ method: "POST", url: "/api/analytics/track-response", headers: { cookie: as.cookie }, payload });
const track = (as: SignedIn, payload: object) => trackOn(app, as, payload);
const listFor = (as: SignedIn, userId: string, categoryId = "adventure") =>
  app.inject({ method: "GET", url: `/api/user-responses/${userId}/${categoryId}`, headers: { cookie: as.cookie } });
const answerOn = (on: FastifyInstance, as: SignedIn, id: string, response: string, categoryId: string) =>
  trackOn(on, as, { userId: as.id, categoryId, questionId: id, response });
const answer = (as: SignedIn, id: string, response: string, categoryId = "adventure") =>
  answerOn(app, as, id, response, categoryId);
const generate = (on: FastifyInstance, as: SignedIn, categoryId: string, count: number) =>
  on.inject({
    method: "POST",
    url: "/api/generate-questions",
    headers: { cookie: as.cookie },
    payload: { categoryId, count },
  });

/** Arranges, straight in the database, that the user has answered every reserve statement but the first `left`. */
async function answerReserveBut(on: FastifyInstance, as: SignedIn, categoryId: CategoryId, left: number) {
  const rows = reserveQuestions(categoryId)
    .slice(left)
    .map((q) => ({ userId: as.id, questionId: q.id, categoryId, response: "O" as const }));
  await testDb(on).insert(userResponses).values(rows);
  return reserveQuestions(categoryId)
    .slice(0, left)
    .map((q) => q.statement);
}

async function tallyOf(userId: string, categoryId: string) {
  const db = testDb(app);
  const tallies = await db
    .select()
    .from(userAnalytics)
    .where(and(eq(userAnalytics.userId, userId), eq(userAnalytics.categoryId, categoryId)));
  const rows = await db
    .select()
    .from(userResponses)
    .where(and(eq(userResponses.userId, userId), eq(userResponses.categoryId, categoryId)));
  return { tallies, rows };
}

describe("answers", () => {
  it("saves an answer and lists it", async () => {
    expect((await answer(me, first!.id, "D")).statusCode).toBe(200);
    const list = (await listFor(me, me.id)).json();
    expect(list).toEqual([expect.objectContaining({ questionId: first!.id, categoryId: "adventure", response: "D" })]);
  });

  it("replaces the answer when the question is answered again", async () => {
    await answer(me, second!.id, "W");
    await answer(me, second!.id, "N");
    const list = (await listFor(me, me.id)).json() as Array<{ questionId: string; response: string }>;
    expect(list.filter((r) => r.questionId === second!.id)).toEqual([expect.objectContaining({ response: "N" })]);
  });

  it.each(["X", "d", "", 4])("rejects the response %j with 400", async (response) => {
    expect((await answer(me, first!.id, response as string)).statusCode).toBe(400);
  });

  it("rejects a question that is not in the category", async () => {
    const res = await track(me, { userId: me.id, categoryId: "travel", questionId: first!.id, response: "D" });
    expect(res.statusCode).toBe(400);
  });

  it("rejects a question id that is neither in the bank nor generated", async () => {
    const res = await answer(me, questionId("adventure", "I have ridden a unicorn"), "D");
    expect(res.statusCode).toBe(400);
  });

  it("refuses to record or read answers for someone else (403)", async () => {
    const res = await track(me, { userId: other.id, categoryId: "adventure", questionId: first!.id, response: "D" });
    expect(res.statusCode).toBe(403);
    expect((await listFor(me, other.id)).statusCode).toBe(403);
    expect((await listFor(other, other.id)).json()).toEqual([]);
  });
});

describe("user_analytics tallies", () => {
  it("counts a user's answers in the category, and re-answering moves the count", async () => {
    const someone = await signIn(app);
    const [q1, q2] = builtInQuestions("food");
    await answer(someone, q1!.id, "D", "food");
    await answer(someone, q2!.id, "W", "food");
    let { tallies, rows } = await tallyOf(someone.id, "food");
    expect(tallies).toEqual([
      expect.objectContaining({ categoryName: "Food & Dining", dCount: 1, oCount: 0, wCount: 1, nCount: 0 }),
    ]);

    await answer(someone, q1!.id, "N", "food");
    ({ tallies, rows } = await tallyOf(someone.id, "food"));
    expect(tallies).toEqual([expect.objectContaining({ dCount: 0, oCount: 0, wCount: 1, nCount: 1 })]);
    expect(rows.filter((r) => r.questionId === q1!.id)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  it("stays equal to the rows when many answers in one category arrive at once", async () => {
    const someone = await signIn(app);
    const responses = ["D", "O", "W", "N"] as const;
    const ten = builtInQuestions("travel").slice(0, 10);
    const results = await Promise.all(ten.map((q, i) => answer(someone, q.id, responses[i % 4]!, "travel")));
    expect(results.map((r) => r.statusCode)).toEqual(ten.map(() => 200));
    const { tallies, rows } = await tallyOf(someone.id, "travel");
    expect(rows).toHaveLength(10);
    const [tally] = tallies;
    expect(tally).toMatchObject({ dCount: 3, oCount: 3, wCount: 2, nCount: 2 });
    expect(tally!.dCount + tally!.oCount + tally!.wCount + tally!.nCount).toBe(rows.length);
  });
});

describe("GET /api/analytics/{userId}", () => {
  it("sums every category's tally into the profile DOWN score (4·D + 3·O + 2·W + 1·N)", async () => {
    const person = await signIn(app);
    const [food] = builtInQuestions("food");
    await answer(person, first!.id, "D");
    await answer(person, second!.id, "N");
    await answer(person, food!.id, "O", "food");
    const res = await app.inject({
      method: "GET",
      url: `/api/analytics/${person.id}`,
      headers: { cookie: person.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      answerCount: 3,
      downScore: 4 + 1 + 3,
      downPercent: Math.round((100 * 8) / 12),
      categories: [
        { categoryId: "adventure", categoryName: "Adventure", dCount: 1, oCount: 0, wCount: 0, nCount: 1 },
        { categoryId: "food", categoryName: "Food & Dining", dCount: 0, oCount: 1, wCount: 0, nCount: 0 },
      ],
    });
  });

  it("starts empty, and is nobody else's to read (403)", async () => {
    const person = await signIn(app);
    const own = await app.inject({
      method: "GET",
      url: `/api/analytics/${person.id}`,
      headers: { cookie: person.cookie },
    });
    expect(own.json()).toEqual({ answerCount: 0, downScore: 0, downPercent: null, categories: [] });
    const theirs = await app.inject({
      method: "GET",
      url: `/api/analytics/${person.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(403);
  });
});

describe("POST /api/generate-questions", () => {
  it("returns unanswered statements from the reserve pool", async () => {
    const res = await generate(app, me, "adventure", 20);
    expect(res.statusCode).toBe(200);
    const statements = res.json() as string[];
    expect(statements).toHaveLength(20);
    expect(statements[0]).toBe(reserveQuestions("adventure")[0]!.statement);
  });

  it("rejects an unknown category", async () => {
    expect((await generate(app, me, "space", 20)).statusCode).toBe(400);
  });

  it("without LLM_BASE_URL, returns what is left of the reserve pool and calls no model", async () => {
    const someone = await signIn(app);
    const left = await answerReserveBut(app, someone, "home", 2);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const res = await generate(app, someone, "home", 20);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(left);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe("POST /api/generate-questions with an OpenAI-compatible model", () => {
  /** What the local stand-in model answers next: message content, or a raw body, status and delay. */
  let reply: { content?: string; raw?: string; status?: number; delayMs?: number } = {};
  let calls = 0;
  const model = createServer((request, response) => {
    calls += 1;
    request.resume();
    request.on("end", () => {
      const { content = "[]", raw, status = 200, delayMs = 0 } = reply;
      setTimeout(() => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(raw ?? JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      }, delayMs);
    });
  });
  let llmApp: FastifyInstance;
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
    const { port } = model.address() as AddressInfo;
    llmApp = await createTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_TIMEOUT_MS: "300" });
  });
  afterAll(async () => {
    await llmApp.close();
    model.closeAllConnections();
    await new Promise((resolve) => model.close(resolve));
  });

  const written = [
    "I have restored a vintage armchair",
    "I have grown tomatoes on a balcony",
    "I have built a bookshelf",
  ];

  it("asks the model only once the reserve pool cannot fill the request", async () => {
    const someone = await signIn(llmApp);
    calls = 0;
    expect((await generate(llmApp, someone, "home", 20)).json()).toHaveLength(20);
    expect(calls).toBe(0);
  });

  it("follows the reserve pool with new statements, stores them, and takes answers to them", async () => {
    const someone = await signIn(llmApp);
    const left = await answerReserveBut(llmApp, someone, "home", 2);
    const alreadyAnswered = reserveQuestions("home").at(-1)!.statement;
    // A repeat of the bank, of an answered statement and of itself are all dropped.
    reply = {
      content: JSON.stringify([builtInQuestions("home")[0]!.statement, alreadyAnswered, ...written, written[0]]),
    };

    const res = await generate(llmApp, someone, "home", 5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...left, ...written]);

    const stored = await testDb(llmApp).select().from(questions).where(eq(questions.categoryId, "home"));
    expect(stored.map((q) => q.id).sort()).toEqual(written.map((s) => questionId("home", s)).sort());
    // Orders continue after the bank's, so generated questions sort after every built-in and reserve one.
    expect(Math.min(...stored.map((q) => q.order))).toBeGreaterThan(20 + reserveQuestions("home").length);

    // Anyone may answer a stored question, by the id the client derives from the statement.
    const generatedId = questionId("home", written[0]!);
    expect((await answerOn(llmApp, someone, generatedId, "W", "home")).statusCode).toBe(200);
    const other = await signIn(llmApp);
    expect((await answerOn(llmApp, other, generatedId, "D", "home")).statusCode).toBe(200);
    // ...but only in its own category.
    expect((await answerOn(llmApp, other, generatedId, "D", "travel")).statusCode).toBe(400);
  });

  it.each([
    ["fails", { status: 500, raw: '{"error":"overloaded"}' }],
    ["is too slow", { content: JSON.stringify(["I have painted a mural at home"]), delayMs: 1000 }],
    ["answers garbage", { content: "I'd love to help! Here are some ideas: a) b) c)" }],
  ])("still answers 200 with the reserve statements when the model %s", async (_, failure) => {
    const someone = await signIn(llmApp);
    const left = await answerReserveBut(llmApp, someone, "design", 3);
    reply = failure;
    calls = 0;
    const res = await generate(llmApp, someone, "design", 20);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(left);
    expect(calls).toBe(1);
  });
});

const compare = (as: SignedIn, otherId: string) =>
  app.inject({ method: "GET", url: `/api/compare/${otherId}`, headers: { cookie: as.cookie } });
const hideFromSearches = (as: SignedIn) =>
  app.inject({
    method: "PATCH",
    url: `/api/profiles/${as.id}`,
    headers: { cookie: as.cookie },
    payload: { appearInSearches: false },
  });

describe("GET /api/compare/{otherUserId}", () => {
  it("lists every question both answered alike, grouped D/O/W/N, with the DOWN SCORE", async () => {
    // b appears in searches (the default), so anyone may compare with them.
    const [a, b] = [await signIn(app), await signIn(app)];
    const [q1, q2, q3] = builtInQuestions("adventure");
    await answer(a, q1!.id, "D");
    await answer(b, q1!.id, "D");
    await answer(a, q2!.id, "N");
    await answer(b, q2!.id, "N");
    await answer(a, q3!.id, "W");
    await answer(b, q3!.id, "O");
    const res = await compare(a, b.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // (4 + 1) / (3 × 4) = 41.67% → 42
    expect(body.downScore).toBe(42);
    expect(body.groups).toEqual([
      {
        response: "D",
        label: "Both done this",
        items: [expect.objectContaining({ questionId: q1!.id, question: q1!.statement })],
      },
      { response: "N", label: "None of this", items: [expect.objectContaining({ questionId: q2!.id })] },
    ]);
  });

  it("answers 404 for oneself or an unknown person", async () => {
    expect((await compare(me, me.id)).statusCode).toBe(404);
    expect((await compare(me, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("answers 404 for someone hidden from searches with no match request either way", async () => {
    const [snoop, hidden] = [await signIn(app), await signIn(app)];
    expect((await hideFromSearches(hidden)).statusCode).toBe(200);
    await answer(hidden, first!.id, "D");
    await answer(snoop, first!.id, "D");
    const res = await compare(snoop, hidden.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "User not found" } });
  });

  it("compares with someone hidden from searches once a match request joins them, either way", async () => {
    const [asker, hidden] = [await signIn(app), await signIn(app)];
    await hideFromSearches(hidden);
    await answer(hidden, first!.id, "D");
    await answer(asker, first!.id, "D");
    const request = await app.inject({
      method: "POST",
      url: "/api/match-requests",
      headers: { cookie: asker.cookie },
      payload: { fromUserId: asker.id, toUserId: hidden.id },
    });
    expect(request.statusCode).toBe(200);
    expect((await compare(asker, hidden.id)).json()).toMatchObject({ downScore: 100, common: 1 });
    // The person who received the request may look back too.
    expect((await compare(hidden, asker.id)).statusCode).toBe(200);
  });
});
