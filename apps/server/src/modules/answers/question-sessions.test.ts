import { builtInQuestions, reserveQuestions } from "@down/common/questions";
import type { QuestionSession } from "@down/common/schemas/question-session";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";
import { answer, answerReserveBut } from "./answers.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const session = async (as: SignedIn, categoryId = "adventure", userId = as.id) => {
  const res = await app.inject({
    method: "GET",
    url: `/api/question-sessions/${userId}/${categoryId}`,
    headers: { cookie: as.cookie },
  });
  return { status: res.statusCode, body: res.json() as QuestionSession };
};
const more = async (as: SignedIn, categoryId = "adventure") => {
  const res = await app.inject({
    method: "POST",
    url: `/api/question-sessions/${as.id}/${categoryId}/more`,
    headers: { cookie: as.cookie },
  });
  return { status: res.statusCode, body: res.json() as QuestionSession };
};
const ids = (s: QuestionSession) => s.questions.map((q) => q.id);

describe("question sessions: a deck that remembers", () => {
  it("keeps the same 20 statements and the place after 9 answers: a reload (or a second tab) is at 10 of 20", async () => {
    const me = await signIn(app);
    const before = await session(me);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ categoryId: "adventure", number: 1, answeredIds: [], finished: false });
    expect(ids(before.body)).toEqual(builtInQuestions("adventure").map((q) => q.id));

    for (const q of before.body.questions.slice(0, 9)) expect((await answer(app, me, q.id, "O")).statusCode).toBe(200);

    // What a reload asks, and what a second tab asks: the same statements, 9 answered, the 10th next.
    const [reload, secondTab] = await Promise.all([session(me), session(me)]);
    for (const again of [reload.body, secondTab.body]) {
      expect(ids(again)).toEqual(ids(before.body));
      expect(again.answeredIds).toEqual(ids(before.body).slice(0, 9));
      expect(again.finished).toBe(false);
    }
  });

  it("a finished category stays finished: no new 20 opens by itself, only when asked", async () => {
    const me = await signIn(app);
    const first = (await session(me, "travel")).body;
    for (const q of first.questions) await answer(app, me, q.id, "D", "travel");

    const done = (await session(me, "travel")).body;
    expect(done).toMatchObject({ number: 1, finished: true });
    expect(done.answeredIds).toHaveLength(20);
    // Asked again (a reload of the Done screen): still the finished session, not the reserve.
    expect((await session(me, "travel")).body).toEqual(done);

    const next = await more(me, "travel");
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ number: 2, answeredIds: [], finished: false });
    expect(ids(next.body)).toEqual(
      reserveQuestions("travel")
        .slice(0, 20)
        .map((q) => q.id),
    );
    // Opening is not kept until the first answer; after it, the session is the current one everywhere.
    await answer(app, me, ids(next.body)[0]!, "W", "travel");
    const current = (await session(me, "travel")).body;
    expect(current.number).toBe(2);
    expect(current.answeredIds).toEqual([ids(next.body)[0]]);
  });

  it("More on an unfinished session gives that session back, so a double tap never skips ahead", async () => {
    const me = await signIn(app);
    const open = (await session(me, "food")).body;
    await answer(app, me, open.questions[0]!.id, "N", "food");
    const again = await more(me, "food");
    expect(again.body.number).toBe(1);
    expect(again.body.answeredIds).toEqual([open.questions[0]!.id]);
  });

  it("when every statement is answered and no writer is set up, More gives the finished session back", async () => {
    const me = await signIn(app);
    for (const q of builtInQuestions("home")) await answer(app, me, q.id, "O", "home");
    // Every reserve statement answered: only a question writer could give more, and the test app has none.
    await answerReserveBut(app, me, "home", 0);
    const current = (await session(me, "home")).body;
    expect(current.finished).toBe(true);
    const next = await more(me, "home");
    expect(next.status).toBe(200);
    expect(next.body.finished).toBe(true);
  });

  it("is the signed-in person's own: another's id is 403, an unknown category 400", async () => {
    const me = await signIn(app);
    const other = await signIn(app);
    expect((await session(me, "adventure", other.id)).status).toBe(403);
    expect((await session(me, "space")).status).toBe(400);
  });
});
