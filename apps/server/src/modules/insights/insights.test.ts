import { reserveQuestions } from "@down/common/questions";
import type { Insights } from "@down/common/schemas/insights";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateEvents, dateReviews, matchRequests, messages, profileViews } from "../../db/schema";
import { createTestApp, type SignedIn, signInReady, testDb } from "../../test/test-app";
import { answer } from "../answers/answers.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const insights = async (as: SignedIn, range?: string, userId = as.id) =>
  app.inject({
    method: "GET",
    url: `/api/insights/${userId}${range ? `?range=${range}` : ""}`,
    headers: { cookie: as.cookie },
  });

const requestMatch = (from: SignedIn, to: SignedIn) =>
  app.inject({
    method: "POST",
    url: "/api/match-requests",
    headers: { cookie: from.cookie },
    payload: { fromUserId: from.id, toUserId: to.id },
  });

/** A mutual match between the two, dated `days` ago. */
async function matchedDaysAgo(a: SignedIn, b: SignedIn, days: number) {
  expect((await requestMatch(a, b)).statusCode).toBe(200);
  expect((await requestMatch(b, a)).statusCode).toBe(200);
  await testDb(app)
    .update(matchRequests)
    .set({ matchedAt: daysAgo(days) })
    .where(
      and(eq(matchRequests.status, "matched"), eq(matchRequests.fromUserId, a.id), eq(matchRequests.toUserId, b.id)),
    );
  await testDb(app)
    .update(matchRequests)
    .set({ matchedAt: daysAgo(days) })
    .where(
      and(eq(matchRequests.status, "matched"), eq(matchRequests.fromUserId, b.id), eq(matchRequests.toUserId, a.id)),
    );
}

describe("GET /api/insights/{userId}", () => {
  it("counts each figure for each range from seeded rows", async () => {
    const me = await signInReady(app);
    const [recent, older, oldest, stranger] = await Promise.all([
      signInReady(app),
      signInReady(app),
      signInReady(app),
      signInReady(app),
    ]);
    await matchedDaysAgo(me, recent, 2); // in every range
    await matchedDaysAgo(me, older, 20); // month and up
    await matchedDaysAgo(me, oldest, 400); // all time only
    const db = testDb(app);
    await db.insert(messages).values([
      { senderId: me.id, receiverId: recent.id, content: "hi", createdAt: daysAgo(1) },
      { senderId: older.id, receiverId: me.id, content: "hey", createdAt: daysAgo(100) },
      // A message with someone not matched is no connection.
      { senderId: stranger.id, receiverId: me.id, content: "yo", createdAt: daysAgo(1) },
    ]);
    const [done, doneLongAgo] = await db
      .insert(dateEvents)
      .values([
        { userId1: me.id, userId2: recent.id, dateType: "hang", status: "completed", completedAt: daysAgo(3) },
        { userId1: oldest.id, userId2: me.id, dateType: "romantic", status: "completed", completedAt: daysAgo(200) },
        { userId1: me.id, userId2: older.id, dateType: "play", status: "scheduled" },
      ])
      .returning();
    await db.insert(dateReviews).values([
      { dateEventId: done!.id, reviewerId: recent.id, revieweeId: me.id, ratingOverall: 5, createdAt: daysAgo(3) },
      {
        dateEventId: doneLongAgo!.id,
        reviewerId: oldest.id,
        revieweeId: me.id,
        ratingOverall: 4,
        createdAt: daysAgo(200),
      },
      // One I wrote is not one I received.
      { dateEventId: done!.id, reviewerId: me.id, revieweeId: recent.id, ratingOverall: 5, createdAt: daysAgo(3) },
    ]);
    await db.insert(profileViews).values([
      { viewerId: stranger.id, viewedId: me.id, createdAt: daysAgo(0) },
      { viewerId: recent.id, viewedId: me.id, createdAt: daysAgo(10) },
      { viewerId: me.id, viewedId: stranger.id, createdAt: daysAgo(0) },
      // Someone hidden from searches looked yesterday: an anonymous view is never counted.
      { viewerId: oldest.id, viewedId: me.id, createdAt: daysAgo(1), anonymous: true },
    ]);

    const totals = async (range: string) => {
      const res = await insights(me, range);
      expect(res.statusCode).toBe(200);
      return res.json<Insights>().totals;
    };
    expect(await totals("last-week")).toEqual({
      matches: 1,
      activeConnections: 1,
      completedDates: 1,
      reviews: 1,
      profileViews: 1,
    });
    expect(await totals("last-month")).toEqual({
      matches: 2,
      activeConnections: 1,
      completedDates: 1,
      reviews: 1,
      profileViews: 2,
    });
    expect(await totals("last-year")).toEqual({
      matches: 2,
      activeConnections: 2,
      completedDates: 2,
      reviews: 2,
      profileViews: 2,
    });
    expect(await totals("all-time")).toEqual({
      matches: 3,
      activeConnections: 2,
      completedDates: 2,
      reviews: 2,
      profileViews: 2,
    });
    // No range means all time.
    expect((await insights(me)).json<Insights>().totals.matches).toBe(3);
  });

  it("charts one's answers per category and one's matches by DOWN SCORE", async () => {
    const me = await signInReady(app);
    const alike = await signInReady(app);
    const unlike = await signInReady(app);
    const [q1, q2] = reserveQuestions("adventure");
    for (const [who, responses] of [
      [me, ["D", "O"]],
      [alike, ["D", "O"]],
      [unlike, ["N", "W"]],
    ] as const) {
      expect((await answer(app, who, q1!.id, responses[0])).statusCode).toBe(200);
      expect((await answer(app, who, q2!.id, responses[1])).statusCode).toBe(200);
    }
    await matchedDaysAgo(me, alike, 1);
    await matchedDaysAgo(me, unlike, 1);

    const body = (await insights(me, "last-week")).json<Insights>();
    expect(body.categories).toEqual([
      { categoryId: "adventure", categoryName: expect.any(String), D: 1, O: 1, W: 0, N: 0 },
    ]);
    expect(body.matchScores).toHaveLength(10);
    // D and O alike: (4 + 3) / (2 · 4) = 88.
    expect(body.matchScores[8]).toEqual({ from: 80, to: 89, count: 1 });
    expect(body.matchScores[0]).toEqual({ from: 0, to: 9, count: 1 });
    expect(body.matchScores.reduce((sum, b) => sum + b.count, 0)).toBe(2);
  });

  it("is one's own only, and refuses an unknown range", async () => {
    const me = await signInReady(app);
    const other = await signInReady(app);
    expect((await insights(me, "all-time", other.id)).statusCode).toBe(403);
    const bad = await insights(me, "forever");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("All Time");
    expect((await app.inject({ method: "GET", url: `/api/insights/${me.id}` })).statusCode).toBe(401);
  });
});
