import { builtInQuestions } from "@down/common/questions";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";
import * as api from "./answers.test-helpers";

let app: FastifyInstance;
let me: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  me = await signIn(app);
});
afterAll(() => app.close());

const [first] = builtInQuestions("adventure");
const answer = (as: SignedIn, id: string, response: string) => api.answer(app, as, id, response);
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
