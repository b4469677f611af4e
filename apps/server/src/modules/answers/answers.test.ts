import { questionId } from "@down/common/question-id";
import { builtInQuestions } from "@down/common/questions";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userAnalytics, userResponses } from "../../db/schema";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";
import * as api from "./answers.test-helpers";

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
const track = (as: SignedIn, payload: object) => api.track(app, as, payload);
const answer = (as: SignedIn, id: string, response: string, categoryId = "adventure") =>
  api.answer(app, as, id, response, categoryId);
const listFor = (as: SignedIn, userId: string, categoryId = "adventure") =>
  app.inject({ method: "GET", url: `/api/user-responses/${userId}/${categoryId}`, headers: { cookie: as.cookie } });

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
