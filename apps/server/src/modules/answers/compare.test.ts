import { builtInQuestions } from "@down/common/questions";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signInReady } from "../../test/test-app";
import * as api from "./answers.test-helpers";

let app: FastifyInstance;
let me: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  me = await signInReady(app);
});
afterAll(() => app.close());

const [first] = builtInQuestions("adventure");
const answer = (as: SignedIn, id: string, response: string) => api.answer(app, as, id, response);
const compare = (as: SignedIn, otherId: string) =>
  app.inject({ method: "GET", url: `/api/compare/${otherId}`, headers: { cookie: as.cookie } });
const requestAs = (from: SignedIn, to: SignedIn) =>
  app.inject({
    method: "POST",
    url: "/api/match-requests",
    headers: { cookie: from.cookie },
    payload: { fromUserId: from.id, toUserId: to.id },
  });
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
    const [a, b] = [await signInReady(app), await signInReady(app)];
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
    const [snoop, hidden] = [await signInReady(app), await signInReady(app)];
    expect((await hideFromSearches(hidden)).statusCode).toBe(200);
    await answer(hidden, first!.id, "D");
    await answer(snoop, first!.id, "D");
    const res = await compare(snoop, hidden.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "User not found" } });
  });

  it("does not open a hidden person to a one-sided request, only to a mutual match (finding 3)", async () => {
    const [asker, hidden] = [await signInReady(app), await signInReady(app)];
    await hideFromSearches(hidden);
    await answer(hidden, first!.id, "D");
    await answer(asker, first!.id, "D");
    // Before the fix a request from the asker turned this 404 into 200 with the hidden person's answers.
    expect((await requestAs(asker, hidden)).statusCode).toBe(404);
    expect((await compare(asker, hidden.id)).statusCode).toBe(404);
    // The hidden person may reach out; once both have asked they are matched and may compare.
    expect((await requestAs(hidden, asker)).statusCode).toBe(200);
    expect((await compare(asker, hidden.id)).statusCode).toBe(404);
    expect((await requestAs(asker, hidden)).json()).toMatchObject({ mutual: true });
    expect((await compare(asker, hidden.id)).json()).toMatchObject({ downScore: 100, common: 1 });
    expect((await compare(hidden, asker.id)).statusCode).toBe(200);
  });

  it("answers 404 for someone held for review (an 'underage' report) unless already matched", async () => {
    const [viewer, friend, held, reporter, second] = [
      await signInReady(app),
      await signInReady(app),
      await signInReady(app),
      await signInReady(app),
      await signInReady(app),
    ];
    for (const who of [viewer, friend, held]) await answer(who, first!.id, "D");
    await requestAs(friend, held);
    await requestAs(held, friend);
    expect((await compare(viewer, held.id)).statusCode).toBe(200);
    // A hold takes two people the person had reached (decision 019).
    for (const who of [reporter, second]) {
      await requestAs(held, who);
      const report = await app.inject({
        method: "POST",
        url: "/api/reports",
        headers: { cookie: who.cookie },
        payload: { reportedUserId: held.id, reason: "underage" },
      });
      expect(report.statusCode).toBe(201);
    }
    // Before the fix compare read only appearInSearches, so the held person stayed comparable to strangers.
    const res = await compare(viewer, held.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "User not found" } });
    expect((await compare(friend, held.id)).json()).toMatchObject({ downScore: 100, common: 1 });
  });
});
