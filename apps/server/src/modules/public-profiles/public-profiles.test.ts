import { publicProfileSchema } from "@down/common/schemas/public-profile";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites, profiles, users } from "../../db/schema";
import { miniatureWebDist } from "../../test/miniature-web-dist";
import { createTestApp, type SignedIn, signInReady, testDb } from "../../test/test-app";
import { freshQuestion, person } from "../search/search.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
const profileOf = (as: SignedIn, id: string) => call(as, "GET", `/api/public-profiles/${id}`);

async function match(a: SignedIn, b: SignedIn) {
  await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
  expect((await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id })).json().mutual).toBe(true);
}

describe("GET /api/public-profiles/{id}", () => {
  it("shows what others may see, the city only, and no private field", async () => {
    const a = await signInReady(app);
    const b = await person(app, { at: { lat: 36.1, lng: -86.7 }, answers: {}, name: "Bea", location: "Franklin, TN" });
    await testDb(app)
      .update(profiles)
      .set({
        age: 31,
        occupation: "Nurse",
        stdStatus: "Tested regularly",
        drugs: "Never",
        accessibility: "Neurodivergent",
        interests: ["Hiking"],
        languages: ["English"],
      })
      .where(eq(profiles.userId, b.id));
    const res = await profileOf(a, b.id);
    expect(res.statusCode).toBe(200);
    const body = publicProfileSchema.parse(res.json());
    expect(body).toMatchObject({
      id: b.id,
      name: "Bea",
      age: 31,
      city: "Franklin",
      details: { occupation: "Nurse", height: null },
      interests: ["Hiking"],
      languages: ["English"],
      downScore: null,
      relation: { self: false, matched: false, requested: false, requestedYou: false, favorite: false },
    });
    expect(res.body).not.toMatch(
      /latitude|longitude|phone|stdStatus|Tested regularly|drugs|accessibility|Neurodivergent/,
    );
    expect(res.body).not.toMatch(/interestedIn|acceptingMatches|appearInSearches|pushNotifications|TN/);
    expect(res.body).not.toContain(b.phone);
  });

  it("is one's own profile for one's own id, with no score", async () => {
    const a = await person(app, { at: null, answers: {}, name: "Ann" });
    const body = (await profileOf(a, a.id)).json();
    expect(body).toMatchObject({ id: a.id, name: "Ann", downScore: null, matchedOn: [], relation: { self: true } });
  });

  it("carries the pair's score and what they matched on; Sex & Intimacy only once matched", async () => {
    const travel = freshQuestion("travel");
    const intimacy = freshQuestion("intimacy");
    const answers = { [travel]: "D", [intimacy]: "W" } as const;
    const a = await person(app, { at: null, answers });
    const b = await person(app, { at: null, answers });
    const before = (await profileOf(a, b.id)).json();
    // Only the travel answer counts between non-matches: 4 / 4 (docs/decisions/007).
    expect(before.downScore).toBe(100);
    expect(before.matchedOn).toEqual([
      {
        response: "D",
        label: "Both done this",
        items: [expect.objectContaining({ questionId: travel, category: "travel" })],
      },
    ]);
    await match(a, b);
    const after = (await profileOf(a, b.id)).json();
    expect(after.relation).toMatchObject({ matched: true, requested: false });
    expect(after.matchedOn.map((g: { response: string }) => g.response)).toEqual(["D", "W"]);
    expect(after.downScore).toBe(75); // (4 + 2) / 8 once matched
  });

  it("404s a person hidden from searches to strangers; shows who asked, without score or answers", async () => {
    const travel = freshQuestion("travel");
    const [a, c] = [await person(app, { at: null, answers: { [travel]: "D" } }), await signInReady(app)];
    const b = await person(app, { at: null, answers: { [travel]: "D" }, appearInSearches: false, name: "Hid" });
    expect((await profileOf(a, b.id)).statusCode).toBe(404);
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    const res = await profileOf(a, b.id);
    // The one asked must see who is asking in order to answer, but a request opens no answers (finding 3).
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Hid", downScore: null, matchedOn: [] });
    expect(res.body).not.toContain(travel);
    expect(res.json().relation).toMatchObject({ requestedYou: true, requested: false, matched: false });
    expect((await profileOf(b, a.id)).json().relation).toMatchObject({ requested: true });
    expect((await profileOf(c, b.id)).statusCode).toBe(404);
  });

  it("does not open score or matched-on of a hidden person through a one-sided request (finding 3)", async () => {
    const travel = freshQuestion("travel");
    const asker = await person(app, { at: null, answers: { [travel]: "D" } });
    const target = await person(app, { at: null, answers: { [travel]: "D" } });
    // Sent while the target was listed; the target then leaves searches.
    await call(asker, "POST", "/api/match-requests", { fromUserId: asker.id, toUserId: target.id });
    expect((await profileOf(asker, target.id)).json().downScore).toBe(100);
    await call(target, "PATCH", `/api/profiles/${target.id}`, { appearInSearches: false });
    const res = await profileOf(asker, target.id);
    // Before the fix the pending request kept the hidden person's profile, score and answers open.
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "Profile not found" } });
    expect(res.body).not.toContain(travel);
    // Answering the request back makes a mutual match, which opens everything again.
    await call(target, "POST", "/api/match-requests", { fromUserId: target.id, toUserId: asker.id });
    expect((await profileOf(asker, target.id)).json()).toMatchObject({ downScore: 100, relation: { matched: true } });
  });

  it("lists and scores Sex & Intimacy for a one-sided request on neither side, only for a mutual match", async () => {
    const intimacy = freshQuestion("intimacy");
    const travel = freshQuestion("travel");
    const answers = { [travel]: "O", [intimacy]: "D" } as const;
    const [a, b] = [await person(app, { at: null, answers }), await person(app, { at: null, answers })];
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const body = (await profileOf(viewer, other.id)).json();
      // Neither counted in the score (only O alike: 3 / 4) nor listed before the match (issue 23 finding 4).
      expect(body.downScore).toBe(75);
      expect(JSON.stringify(body.matchedOn)).not.toContain(intimacy);
      expect(JSON.stringify(body.matchedOn)).toContain(travel);
    }
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    const matched = (await profileOf(a, b.id)).json();
    expect(JSON.stringify(matched.matchedOn)).toContain(intimacy);
    expect(matched.downScore).toBe(88); // D and O alike: (4 + 3) / (2 × 4) = 87.5 → 88
  });

  it("404s someone held for review (an 'underage' report) to a stranger and to one they asked", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    const reporters = [await signInReady(app), await signInReady(app)];
    const held = await person(app, { at: null, answers: {} });
    await call(held, "POST", "/api/match-requests", { fromUserId: held.id, toUserId: a.id });
    expect((await profileOf(a, held.id)).statusCode).toBe(200);
    expect((await profileOf(b, held.id)).statusCode).toBe(200);
    // A hold takes two people the person had reached (decision 019).
    for (const reporter of reporters) {
      await call(held, "POST", "/api/match-requests", { fromUserId: held.id, toUserId: reporter.id });
      const report = await call(reporter, "POST", "/api/reports", { reportedUserId: held.id, reason: "underage" });
      expect(report.statusCode).toBe(201);
    }
    expect((await profileOf(b, held.id)).statusCode).toBe(404);
    expect((await profileOf(a, held.id)).statusCode).toBe(404);
  });

  it("404s someone blocked either way, an unknown id, a deleted account; 400 a bad id; 401 signed out", async () => {
    const [a, b, c] = [await signInReady(app), await signInReady(app), await signInReady(app)];
    await match(a, b);
    await call(b, "POST", "/api/blocks", { blockedUserId: a.id });
    expect((await profileOf(a, b.id)).statusCode).toBe(404);
    expect((await profileOf(b, a.id)).statusCode).toBe(404);
    expect((await profileOf(a, "4b0c8d56-5c1d-4b7e-9a53-0a3c7d1f2e10")).statusCode).toBe(404);
    await call(c, "DELETE", `/api/account/${c.id}`);
    expect((await profileOf(a, c.id)).statusCode).toBe(404);
    const bad = await profileOf(a, "not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("validation_failed");
    expect((await app.inject({ method: "GET", url: `/api/public-profiles/${a.id}` })).statusCode).toBe(401);
  });
});

describe("favourites", () => {
  it("PUT saves and DELETE drops a favourite, both idempotent, and it shows on the profile", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    for (let i = 0; i < 2; i++) {
      const res = await call(a, "PUT", `/api/favorites/${b.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ favorite: true });
    }
    expect((await profileOf(a, b.id)).json().relation.favorite).toBe(true);
    expect((await call(a, "GET", "/api/favorites")).json()).toEqual({ ids: [b.id], nextCursor: null });
    expect((await call(b, "GET", "/api/favorites")).json()).toEqual({ ids: [], nextCursor: null });
    // Private to the one who saved it.
    expect((await profileOf(b, a.id)).json().relation.favorite).toBe(false);
    for (let i = 0; i < 2; i++)
      expect((await call(a, "DELETE", `/api/favorites/${b.id}`)).json()).toEqual({ favorite: false });
    expect((await profileOf(a, b.id)).json().relation.favorite).toBe(false);
  });

  it("refuses oneself (400), someone one may not see (404), a bad id (400) and a signed-out caller (401)", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    const hidden = await person(app, { at: null, answers: {}, appearInSearches: false });
    expect((await call(a, "PUT", `/api/favorites/${a.id}`)).statusCode).toBe(400);
    expect((await call(a, "PUT", `/api/favorites/${hidden.id}`)).statusCode).toBe(404);
    await call(b, "POST", "/api/blocks", { blockedUserId: a.id });
    expect((await call(a, "PUT", `/api/favorites/${b.id}`)).statusCode).toBe(404);
    expect((await call(a, "PUT", "/api/favorites/nope")).statusCode).toBe(400);
    expect((await app.inject({ method: "PUT", url: `/api/favorites/${b.id}` })).statusCode).toBe(401);
  });

  it("a block removes both people's hearts for each other in the same step, whoever blocks", async () => {
    const [a, b, c] = [await signInReady(app), await signInReady(app), await signInReady(app)];
    for (const [from, to] of [
      [a, b],
      [b, a],
      [a, c],
    ] as const)
      await call(from, "PUT", `/api/favorites/${to.id}`);
    expect((await call(b, "POST", "/api/blocks", { blockedUserId: a.id })).statusCode).toBe(201);
    // The rows are gone, not just hidden: nothing waits behind the block to come back.
    const left = await testDb(app).select().from(favorites).where(eq(favorites.favoriteId, b.id));
    expect(left).toEqual([]);
    expect((await call(a, "GET", "/api/favorites")).json()).toEqual({ ids: [c.id], nextCursor: null });
    expect((await call(b, "GET", "/api/favorites")).json()).toEqual({ ids: [], nextCursor: null });
  });

  it("never lists someone blocked either way or banned, even when a heart row is still there", async () => {
    const [a, b, c, d] = [
      await signInReady(app),
      await signInReady(app),
      await signInReady(app),
      await signInReady(app),
    ];
    await call(b, "POST", "/api/blocks", { blockedUserId: a.id });
    await call(a, "POST", "/api/blocks", { blockedUserId: c.id });
    // Rows a block would have removed (say, saved from a screen opened before it), and one for a banned person.
    await testDb(app)
      .insert(favorites)
      .values([b, c, d].map((other) => ({ userId: a.id, favoriteId: other.id })));
    expect((await call(a, "GET", "/api/favorites")).json()).toEqual({ ids: [d.id], nextCursor: null });
    await testDb(app).update(users).set({ bannedAt: new Date() }).where(eq(users.id, d.id));
    expect((await call(a, "GET", "/api/favorites")).json()).toEqual({ ids: [], nextCursor: null });
  });
});

describe("favourites in a painted page", () => {
  // The server paints /matches with the answer of GET /api/favorites embedded for the app's hearts.
  const renderer = `export async function renderFirstPaint() { return "<main></main>"; }`;
  let painted: FastifyInstance;
  beforeAll(async () => {
    painted = await createTestApp({
      WEB_DIST: miniatureWebDist({
        "index.html": '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
        ".ssr/render-first-paint.js": renderer,
      }),
    });
  });
  afterAll(() => painted.close());

  it("carries no id of someone the person blocked", async () => {
    const [a, b] = [await signInReady(painted), await signInReady(painted)];
    const as = (method: "PUT" | "POST", url: string, payload?: object) =>
      painted.inject({ method, url, headers: { cookie: a.cookie }, ...(payload ? { payload } : {}) });
    await as("PUT", `/api/favorites/${b.id}`);
    const page = async () =>
      (await painted.inject({ method: "GET", url: "/matches", headers: { cookie: a.cookie } })).body;
    expect(await page()).toContain(b.id);
    await as("POST", "/api/blocks", { blockedUserId: b.id });
    expect(await page()).not.toContain(b.id);
  });
});
