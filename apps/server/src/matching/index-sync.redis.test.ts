import { ALL_QUESTIONS } from "@down/common/questions";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signInReady } from "../test/test-app";
import { type TwoInstances, twoInstances } from "../test/two-instances";

/**
 * Two workers (WORKERS=2) are two instances of the app, each with its own matching index and search
 * cache, on one PostgreSQL and one Redis. Every change made through A must reach B's search within a
 * second, through the bus alone. Runs in `npm run test:infra`.
 */
const REACH_MS = 1000;
const question = ALL_QUESTIONS[0]!;

let a: FastifyInstance;
let b: FastifyInstance;
let pair: TwoInstances | undefined;

beforeAll(async () => {
  pair = await twoInstances();
  ({ a, b } = pair);
}, 60_000);

afterAll(async () => {
  await pair?.close();
});

const call = (app: FastifyInstance, as: SignedIn, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

const answer = (app: FastifyInstance, as: SignedIn) =>
  call(app, as, "POST", "/api/analytics/track-response", {
    userId: as.id,
    categoryId: question.categoryId,
    questionId: question.id,
    response: "D",
  });

async function foundOnB(viewer: SignedIn): Promise<string[]> {
  const res = await b.inject({ method: "GET", url: "/api/search", headers: { cookie: viewer.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Array<{ id: string }> }>().results.map((r) => r.id);
}

/** How long until B's search agrees (fails past REACH_MS). */
async function untilOnB(viewer: SignedIn, seen: (ids: string[]) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (seen(await foundOnB(viewer))) return performance.now() - started;
    if (performance.now() - started > REACH_MS) throw new Error(`B's search did not agree within ${REACH_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the matching index across two workers", () => {
  it("an answer, a profile change, a block and a deletion made through A reach B's search within a second", async () => {
    // Everyone is made through A; B hears of them only over the bus.
    const viewer = await signInReady(a);
    const [cam, dee, eli] = [await signInReady(a), await signInReady(a), await signInReady(a)];
    expect((await answer(a, viewer)).statusCode).toBe(200);
    await untilOnB(viewer, (ids) => ids.length === 0);

    // Answers: each one answered alike shows up on B (B's cached empty result must not stick).
    for (const person of [cam, dee, eli]) expect((await answer(a, person)).statusCode).toBe(200);
    expect(await untilOnB(viewer, (ids) => [cam, dee, eli].every((p) => ids.includes(p.id)))).toBeLessThan(REACH_MS);

    // A profile change: Cam stops appearing in searches, then appears again.
    expect((await call(a, cam, "PATCH", `/api/profiles/${cam.id}`, { appearInSearches: false })).statusCode).toBe(200);
    expect(await untilOnB(viewer, (ids) => !ids.includes(cam.id))).toBeLessThan(REACH_MS);
    expect((await call(a, cam, "PATCH", `/api/profiles/${cam.id}`, { appearInSearches: true })).statusCode).toBe(200);
    expect(await untilOnB(viewer, (ids) => ids.includes(cam.id))).toBeLessThan(REACH_MS);

    // A block: Dee blocks the viewer through A.
    expect((await call(a, dee, "POST", "/api/blocks", { blockedUserId: viewer.id })).statusCode).toBeLessThan(300);
    expect(await untilOnB(viewer, (ids) => !ids.includes(dee.id))).toBeLessThan(REACH_MS);

    // A deletion: Eli deletes the account through A.
    expect((await call(a, eli, "DELETE", `/api/account/${eli.id}`)).statusCode).toBe(200);
    expect(await untilOnB(viewer, (ids) => !ids.includes(eli.id))).toBeLessThan(REACH_MS);

    // What is left is exactly right.
    expect(await foundOnB(viewer)).toEqual([cam.id]);
  }, 60_000);
});
