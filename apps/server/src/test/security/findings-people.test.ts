import { ANSWER_CHANGES_PER_DAY } from "@down/common/constants";
import { ALL_QUESTIONS } from "@down/common/questions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, profiles } from "../../db/schema";
import { freshPlace, freshQuestion, person, searchAs } from "../../modules/search/search.test-helpers";
import { createTestApp, signIn, signInReady, testDb } from "../test-app";
import { as, expectErrorShape, findingsApp } from "./findings.test-helpers";

/** Issue 6, findings about what one person can learn of another: location, input, answers, notifications. */
const app = findingsApp();

describe("finding 1: moving one's own search point is limited", () => {
  it("answers 429 past the hourly limit, and radius changes do not count", async () => {
    const limited = await createTestApp({ LOCATION_MOVES_PER_HOUR: "2" });
    const me = await signIn(limited);
    const move = (lat: number) =>
      limited.inject({ method: "PUT", url: `/api/location/${me.id}`, headers: as(me), payload: { lat, lng: -86 } });
    const radius = () =>
      limited.inject({
        method: "PUT",
        url: `/api/preferences/${me.id}`,
        headers: as(me),
        payload: { distanceRadius: 50 },
      });
    expect((await move(36)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await radius()).statusCode).toBe(200);
    expect((await move(36.1)).statusCode).toBe(200);
    const third = await move(36.2);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toContain("moved your location");
    const travel = await limited.inject({
      method: "PUT",
      url: `/api/preferences/${me.id}`,
      headers: as(me),
      payload: { manualLocationLat: 40, manualLocationLng: -80, manualLocationLabel: "Somewhere" },
    });
    expect(travel.statusCode).toBe(429);
    await limited.close();
  });
});

describe("finding 2: a NUL byte is a 400, never a 500", () => {
  it("refuses NUL on every route that once answered 500, and changes nothing", async () => {
    const me = await signIn(app());
    const question = ALL_QUESTIONS[0]!;
    const cases = [
      { method: "PATCH", url: `/api/profiles/${me.id}`, payload: { name: "A\u0000B" } },
      { method: "PUT", url: `/api/preferences/${me.id}`, payload: { manualLocationLabel: "x\u0000" } },
      {
        method: "POST",
        url: "/api/analytics/track-response",
        payload: {
          userId: me.id,
          categoryId: question.categoryId,
          questionId: `${question.id}\u0000`,
          response: "D",
        },
      },
      { method: "POST", url: "/api/feedback", payload: { message: "hi\u0000" } },
      { method: "POST", url: "/api/contact", payload: { subject: "s", comments: "c\u0000" } },
      { method: "DELETE", url: "/api/upload/photos", payload: { photoUrl: "/uploads/a\u0000.webp" } },
    ] as const;
    for (const c of cases) {
      const res = await app().inject({ ...c, headers: as(me) });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expectErrorShape(res.body);
    }
    const [profile] = await testDb(app()).select().from(profiles).where(eq(profiles.userId, me.id));
    expect(profile?.name).toBeNull();
  });
});

describe("finding 3: answers do not leak through compare", () => {
  it("limits changing answers per day", async () => {
    const me = await signIn(app());
    const questions = ALL_QUESTIONS.filter((q) => q.categoryId === "adventure");
    const answer = (questionId: string, response: string) =>
      app().inject({
        method: "POST",
        url: "/api/analytics/track-response",
        headers: as(me),
        payload: { userId: me.id, categoryId: "adventure", questionId, response },
      });
    // First answers and repeating the same answer are free; only changes count.
    for (const q of questions.slice(0, ANSWER_CHANGES_PER_DAY + 1))
      expect((await answer(q.id, "D")).statusCode).toBe(200);
    expect((await answer(questions[0]!.id, "D")).statusCode).toBe(200);
    // Four questions, each moved on every round (D → O → W → N → D …), so every write is a change.
    const cycle = ["O", "W", "N", "D"];
    for (let i = 0; i < ANSWER_CHANGES_PER_DAY; i++) {
      expect((await answer(questions[i % 4]!.id, cycle[Math.floor(i / 4) % 4]!)).statusCode).toBe(200);
    }
    const over = await answer(questions[5]!.id, "N");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toContain(`${ANSWER_CHANGES_PER_DAY} answers a day`);
  });

  it("lists and scores Sex & Intimacy answers only between mutual matches (issue 23 finding 4)", async () => {
    const base = freshPlace();
    const intimate = freshQuestion("intimacy");
    const everyday = freshQuestion("travel");
    const answers = { [intimate]: "D", [everyday]: "O" } as const;
    const viewer = await person(app(), { at: base, answers });
    const other = await person(app(), { at: base, answers, gender: "Male" });
    const cardOf = async () => (await searchAs(app(), viewer)).body.results.find((r) => r.id === other.id);
    const before = await cardOf();
    // 3 / 4: between non-matches the intimacy answer neither counts nor scores (docs/decisions/007).
    expect(before?.downScore).toBe(75);
    const listed = (before?.matchedOn ?? []) as Array<{ questionId: string }>;
    expect(listed.map((m) => m.questionId)).toEqual([everyday]);
    const compared = (
      await app().inject({ method: "GET", url: `/api/compare/${other.id}`, headers: as(viewer) })
    ).json();
    expect(JSON.stringify(compared)).not.toContain(intimate);
    for (const [from, to] of [
      [viewer, other],
      [other, viewer],
    ] as const) {
      await app().inject({
        method: "POST",
        url: "/api/match-requests",
        headers: as(from),
        payload: { fromUserId: from.id, toUserId: to.id },
      });
    }
    const matched = (
      await app().inject({ method: "GET", url: `/api/compare/${other.id}`, headers: as(viewer) })
    ).json();
    expect(JSON.stringify(matched)).toContain(intimate);
    expect(matched).toMatchObject({ downScore: 88, common: 2 }); // (4 + 3) / 8 once matched
  });
});

describe("finding 8: notifications are coalesced, and errors name nobody hidden", () => {
  it("writes one match-request notification per pair a day however often a request is repeated", async () => {
    const [a, b] = [await signInReady(app()), await signInReady(app())];
    await testDb(app()).update(profiles).set({ name: "Bea" }).where(eq(profiles.userId, b.id));
    for (let round = 0; round < 3; round++) {
      const sent = await app().inject({
        method: "POST",
        url: "/api/match-requests",
        headers: as(a),
        payload: { fromUserId: a.id, toUserId: b.id },
      });
      expect(sent.statusCode).toBe(200);
      await app().inject({ method: "DELETE", url: `/api/matches/${a.id}/${b.id}`, headers: as(a) });
    }
    const rows = await testDb(app())
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.id), eq(notifications.actorId, a.id)));
    expect(rows).toHaveLength(1);
  });

  it("answers a request to a hidden person with a plain 404 that names nobody", async () => {
    const [a, hidden] = [await signInReady(app()), await signInReady(app())];
    await testDb(app())
      .update(profiles)
      .set({ name: "Secretname", appearInSearches: false, acceptingMatches: false })
      .where(eq(profiles.userId, hidden.id));
    const res = await app().inject({
      method: "POST",
      url: "/api/match-requests",
      headers: as(a),
      payload: { fromUserId: a.id, toUserId: hidden.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Secretname");
  });
});
