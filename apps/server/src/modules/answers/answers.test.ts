import { builtInQuestions, reserveQuestions } from "@down/common/questions";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";

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
const track = (as: SignedIn, payload: object) =>
  app.inject({ method: "POST", url: "/api/analytics/track-response", headers: { cookie: as.cookie }, payload });
const listFor = (as: SignedIn, userId: string, categoryId = "adventure") =>
  app.inject({ method: "GET", url: `/api/user-responses/${userId}/${categoryId}`, headers: { cookie: as.cookie } });
const answer = (as: SignedIn, questionId: string, response: string) =>
  track(as, { userId: as.id, categoryId: "adventure", categoryName: "Adventure", questionId, response });

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

  it("refuses to record or read answers for someone else (403)", async () => {
    const res = await track(me, { userId: other.id, categoryId: "adventure", questionId: first!.id, response: "D" });
    expect(res.statusCode).toBe(403);
    expect((await listFor(me, other.id)).statusCode).toBe(403);
    expect((await listFor(other, other.id)).json()).toEqual([]);
  });
});

describe("POST /api/generate-questions", () => {
  it("returns unanswered statements from the reserve pool", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/generate-questions",
      headers: { cookie: me.cookie },
      payload: { categoryId: "adventure", count: 20 },
    });
    expect(res.statusCode).toBe(200);
    const statements = res.json() as string[];
    expect(statements).toHaveLength(20);
    expect(statements[0]).toBe(reserveQuestions("adventure")[0]!.statement);
  });

  it("rejects an unknown category", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/generate-questions",
      headers: { cookie: me.cookie },
      payload: { categoryId: "space", count: 20 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("GET /api/compare/{otherUserId}", () => {
  it("lists every question both answered alike, grouped D/O/W/N, with the DOWN SCORE", async () => {
    const [a, b] = [await signIn(app), await signIn(app)];
    const [q1, q2, q3] = builtInQuestions("adventure");
    await answer(a, q1!.id, "D");
    await answer(b, q1!.id, "D");
    await answer(a, q2!.id, "N");
    await answer(b, q2!.id, "N");
    await answer(a, q3!.id, "W");
    await answer(b, q3!.id, "O");
    const res = await app.inject({ method: "GET", url: `/api/compare/${b.id}`, headers: { cookie: a.cookie } });
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
    const res = await app.inject({ method: "GET", url: `/api/compare/${me.id}`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(404);
  });
});
