import { builtInQuestions } from "@down/common/questions";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { blocks, profiles } from "../../db/schema";
import { createTestApp, type SignedIn, signInReady, testDb } from "../../test/test-app";

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  app = await createTestApp();
  db = testDb(app);
});
afterAll(() => app.close());

const request = (as: SignedIn, toUserId: string, fromUserId = as.id) =>
  app.inject({
    method: "POST",
    url: "/api/match-requests",
    headers: { cookie: as.cookie },
    payload: { fromUserId, toUserId },
  });
const matchesOf = (as: SignedIn, userId = as.id) =>
  app.inject({ method: "GET", url: `/api/matches/${userId}`, headers: { cookie: as.cookie } });
const unread = async (as: SignedIn) =>
  (await app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: as.cookie } })).json()
    .items as Array<{
    type: string;
  }>;

describe("match requests", () => {
  it("a first request is pending and notifies the other person", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    const res = await request(a, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fromUserId: a.id, toUserId: b.id, status: "pending", mutual: false });
    expect((await unread(b)).map((n) => n.type)).toEqual(["match-request"]);
    expect((await matchesOf(a)).json()).toEqual([]);
  });

  it("a request the other way makes a match for both", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    await request(a, b.id);
    const res = await request(b, a.id);
    expect(res.json()).toMatchObject({ mutual: true, status: "matched", matchedAt: expect.any(String) });
    expect((await matchesOf(a)).json()).toEqual([expect.objectContaining({ fromUserId: a.id, toUserId: b.id })]);
    expect((await matchesOf(b)).json()).toEqual([expect.objectContaining({ fromUserId: b.id, toUserId: a.id })]);
    expect((await unread(a)).map((n) => n.type)).toContain("match");
    const status = await app.inject({
      method: "GET",
      url: `/api/match-status/${a.id}/${b.id}`,
      headers: { cookie: a.cookie },
    });
    expect(status.json()).toMatchObject({ isMatched: true });
  });

  it("lists each match with the other person's profile card, never their coordinates or phone", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    await app.inject({
      method: "PATCH",
      url: `/api/profiles/${b.id}`,
      headers: { cookie: b.cookie },
      payload: { name: "Bea", age: 31, location: "Franklin, TN", bio: "Trail runner. Coffee snob." },
    });
    const [question] = builtInQuestions("travel");
    for (const who of [a, b]) {
      await app.inject({
        method: "POST",
        url: "/api/analytics/track-response",
        headers: { cookie: who.cookie },
        payload: { userId: who.id, categoryId: "travel", questionId: question!.id, response: "W" },
      });
    }
    await request(a, b.id);
    await request(b, a.id);
    const [match] = (await matchesOf(a)).json();
    expect(match.profile).toMatchObject({
      id: b.id,
      name: "Bea",
      age: 31,
      location: "Franklin",
      tagline: "Trail runner.",
      status: "Matched",
      downScore: 50,
      matchedOn: [{ questionId: question!.id, question: question!.statement, response: "W", category: "travel" }],
      distance: expect.any(Number),
    });
    const text = JSON.stringify(match);
    expect(text).not.toMatch(/latitude|longitude|phone/);
    expect(text).not.toContain(b.phone);
  });

  it("repeating a request changes nothing", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    const first = (await request(a, b.id)).json();
    const second = (await request(a, b.id)).json();
    expect(second).toEqual(first);
    expect((await unread(b)).length).toBe(1);
  });

  it("crossing requests sent at the same moment still make one match", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    await Promise.all([request(a, b.id), request(b, a.id)]);
    expect((await matchesOf(a)).json()).toHaveLength(1);
    expect((await matchesOf(b)).json()).toHaveLength(1);
  });

  it("refuses to act for someone else (403) and to match oneself (400)", async () => {
    const [a, b, c] = [await signInReady(app), await signInReady(app), await signInReady(app)];
    expect((await request(a, c.id, b.id)).statusCode).toBe(403);
    expect((await matchesOf(a, b.id)).statusCode).toBe(403);
    const status = await app.inject({
      method: "GET",
      url: `/api/match-status/${b.id}/${c.id}`,
      headers: { cookie: a.cookie },
    });
    expect(status.statusCode).toBe(403);
    expect((await request(a, a.id)).statusCode).toBe(400);
  });

  it("answers 404 for an unknown or blocking person, and 409 when they do not accept matches", async () => {
    const [a, b, c] = [await signInReady(app), await signInReady(app), await signInReady(app)];
    expect((await request(a, "4b0c8d56-5c1d-4b7e-9a53-0a3c7d1f2e10")).statusCode).toBe(404);
    await db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect((await request(a, b.id)).statusCode).toBe(404);
    await db.update(profiles).set({ acceptingMatches: false }).where(eq(profiles.userId, c.id));
    const res = await request(a, c.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain("not accepting new matches");
  });

  it("nobody matches with a person held out after an 'underage' report, not even by answering their request", async () => {
    const [a, b, held] = [await signInReady(app), await signInReady(app), await signInReady(app)];
    expect((await request(held, a.id)).statusCode).toBe(200);
    await db.update(profiles).set({ moderationHold: true }).where(eq(profiles.userId, held.id));
    expect((await request(a, held.id)).statusCode).toBe(404);
    expect((await request(b, held.id)).statusCode).toBe(404);
    const own = await request(held, b.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toContain("being reviewed");
    expect((await matchesOf(a)).json()).toEqual([]);
  });

  it("unmatching removes the match for both", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    await request(a, b.id);
    await request(b, a.id);
    const res = await app.inject({
      method: "DELETE",
      url: `/api/matches/${a.id}/${b.id}`,
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await matchesOf(b)).json()).toEqual([]);
    const other = await app.inject({
      method: "DELETE",
      url: `/api/matches/${b.id}/${a.id}`,
      headers: { cookie: a.cookie },
    });
    expect(other.statusCode).toBe(403);
  });
});
