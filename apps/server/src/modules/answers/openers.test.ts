import { builtInQuestions } from "@down/common/questions";
import type { Openers } from "@down/common/schemas/openers";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signInReady } from "../../test/test-app";
import * as api from "./answers.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const answer = (as: SignedIn, id: string, response: string, categoryId = "adventure") =>
  api.answer(app, as, id, response, categoryId);
const openers = (as: SignedIn, otherId: string, userId = as.id) =>
  app.inject({ method: "GET", url: `/api/openers/${userId}/${otherId}`, headers: { cookie: as.cookie } });
const request = (from: SignedIn, to: SignedIn) =>
  app.inject({
    method: "POST",
    url: "/api/match-requests",
    headers: { cookie: from.cookie },
    payload: { fromUserId: from.id, toUserId: to.id },
  });
async function matchedPair() {
  const [a, b] = [await signInReady(app), await signInReady(app)];
  await request(a, b);
  await request(b, a);
  return [a, b] as const;
}

const [skydiving, bungee, camping] = builtInQuestions("adventure");
const [travelFirst] = builtInQuestions("travel");
const [intimacyFirst] = builtInQuestions("intimacy");

describe("GET /api/openers/{userId}/{otherId}: first lines for an empty conversation", () => {
  it("offers two, from what both did, then want, one per category, never from a shared Never", async () => {
    const [a, b] = await matchedPair();
    for (const [id, response, category] of [
      [bungee!.id, "N", "adventure"],
      [camping!.id, "W", "adventure"],
      [skydiving!.id, "D", "adventure"],
      [travelFirst!.id, "W", "travel"],
    ] as const) {
      await answer(a, id, response, category);
      await answer(b, id, response, category);
    }
    const res = await openers(a, b.id);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as Openers;
    const statement = skydiving!.statement.charAt(0).toLowerCase() + skydiving!.statement.slice(1);
    expect(items).toEqual([
      {
        questionId: skydiving!.id,
        hint: `You've both done “${statement}” — ask how it went`,
        text: `We've both done “${statement}” — how did it go for you?`,
      },
      expect.objectContaining({ questionId: travelFirst!.id, hint: expect.stringMatching(/^You both want /) }),
    ]);
  });

  it("leaves out the hidden categories even between matches (decision 007), and answers differently alike nothing", async () => {
    const [a, b] = await matchedPair();
    await answer(a, intimacyFirst!.id, "D", "intimacy");
    await answer(b, intimacyFirst!.id, "D", "intimacy");
    await answer(a, skydiving!.id, "D");
    await answer(b, skydiving!.id, "W");
    expect((await openers(a, b.id)).json()).toEqual({ items: [] });
  });

  it("is only for a match, and only the caller's own: 404 for a non-match, 403 for another's id", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    await answer(a, skydiving!.id, "D");
    await answer(b, skydiving!.id, "D");
    expect((await openers(a, b.id)).statusCode).toBe(404);
    expect((await openers(a, b.id, b.id)).statusCode).toBe(403);
  });
});
