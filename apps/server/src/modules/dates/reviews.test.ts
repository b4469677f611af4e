import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blocks, dateEvents, profiles } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/test-app";
import { datesTestApp, inHours, match, matchedPair, person } from "./dates.test-helpers";

const t = datesTestApp();

/** A date between a and b, accepted, moved into the past and marked completed by a. */
async function completedDate(a: SignedIn, b: SignedIn) {
  const invite = (await t.http.invite(a, b, { proposedDateTime: inHours(3) })).json();
  const { dateEventId } = (await t.http.answer(b, invite.id, "accepted")).json();
  await t.db
    .update(dateEvents)
    .set({ scheduledAt: new Date(Date.now() - 3_600_000) })
    .where(eq(dateEvents.id, dateEventId));
  const done = await t.http.changeDate(a, dateEventId, "completed");
  if (done.statusCode !== 200) throw new Error(done.body);
  return dateEventId as string;
}

const review = (as: SignedIn, dateEventId: string, extra: Record<string, unknown> = {}) =>
  t.http.call(as, "POST", "/api/date-reviews", { dateEventId, ratingOverall: 5, ...extra });
const profileOf = async (who: SignedIn) => (await t.db.select().from(profiles).where(eq(profiles.userId, who.id)))[0]!;

describe("POST /api/date-reviews", () => {
  it("reviews a completed date: rating, review count and date counts change together", async () => {
    const { a, b } = await matchedPair(t.app);
    const id = await completedDate(a, b);
    const res = await review(a, id, {
      reviewerId: a.id,
      ratingOverall: 5,
      chemistryScore: 4,
      punctualityScore: 5,
      comment: "Lovely evening.\nWould go again.",
      activitiesCompleted: ["coffee", "walk"],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dateEventId: id, reviewerId: a.id, revieweeId: b.id, ratingOverall: 5 });
    expect(await profileOf(b)).toMatchObject({ rating: 5, reviewCount: 1, dateCount: 1 });
    expect(await profileOf(a)).toMatchObject({ rating: 0, reviewCount: 0, dateCount: 1 });
    expect((await t.http.notes(b))[0]).toMatchObject({ type: "review", body: "Ada reviewed your hang" });
    expect((await t.http.datesOf(a)).json()[0]).toMatchObject({ reviewedByMe: true });
    expect((await t.http.datesOf(b)).json()[0]).toMatchObject({ reviewedByMe: false });
  });

  it("the rating is the average over every review the person got", async () => {
    const b = await person(t.app, "Bea");
    const raters = [await person(t.app, "One"), await person(t.app, "Two"), await person(t.app, "Three")];
    for (const [i, r] of raters.entries()) {
      await match(t.app, r, b);
      const id = await completedDate(r, b);
      expect((await review(r, id, { ratingOverall: [5, 4, 2][i] })).statusCode).toBe(201);
    }
    const row = await profileOf(b);
    expect(row.rating).toBeCloseTo(11 / 3, 5);
    expect(row.reviewCount).toBe(3);
    expect(row.dateCount).toBe(3);
  });

  it("one review per person per date (409), both people may review", async () => {
    const { a, b } = await matchedPair(t.app);
    const id = await completedDate(a, b);
    const [one, two] = await Promise.all([review(a, id), review(a, id, { ratingOverall: 1 })]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const again = await review(a, id);
    expect(again.json().error.message).toBe("You have already reviewed this date");
    expect((await review(b, id, { ratingOverall: 4 })).statusCode).toBe(201);
    expect(await profileOf(a)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it("only completed dates (409), only its two people (403), only as oneself (403)", async () => {
    const { a, b } = await matchedPair(t.app);
    const invite = (await t.http.invite(a, b, { proposedDateTime: inHours(3) })).json();
    const { dateEventId } = (await t.http.answer(b, invite.id, "accepted")).json();
    const early = await review(a, dateEventId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("You can review a date once it is completed");
    await t.http.changeDate(a, dateEventId, "cancelled");
    expect((await review(a, dateEventId)).statusCode).toBe(409);
    const id = await completedDate(a, b);
    const stranger = await signIn(t.app);
    expect((await review(stranger, id)).statusCode).toBe(403);
    expect((await review(a, id, { reviewerId: b.id })).statusCode).toBe(403);
    expect(
      (await t.http.call(null, "POST", "/api/date-reviews", { dateEventId: id, ratingOverall: 5 })).statusCode,
    ).toBe(401);
    expect((await review(a, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("bad input: stars outside 1–5, a long comment, too many activities (400)", async () => {
    const { a, b } = await matchedPair(t.app);
    const id = await completedDate(a, b);
    for (const bad of [
      { ratingOverall: 0 },
      { ratingOverall: 6 },
      { ratingOverall: 4.5 },
      { ratingOverall: undefined },
      { chemistryScore: 9 },
      { comment: "x".repeat(1001) },
      { activitiesCompleted: Array.from({ length: 11 }, (_, i) => `a${i}`) },
      { comment: "bad\u0000" },
    ]) {
      expect((await review(a, id, bad)).statusCode).toBe(400);
    }
    expect((await review(a, id, { comment: "x".repeat(1000) })).statusCode).toBe(201);
  });

  it("a blocked pair cannot review each other (404)", async () => {
    const { a, b } = await matchedPair(t.app);
    const id = await completedDate(a, b);
    await t.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect((await review(a, id)).statusCode).toBe(404);
  });
});

describe("GET /api/reviews and helpful", () => {
  it("lists reviews about the signed-in person with the summary, first names only", async () => {
    const { a, b } = await matchedPair(t.app);
    const id = await completedDate(a, b);
    await review(a, id, { ratingOverall: 4, comment: "Fun!" });
    const res = await t.http.call(b, "GET", "/api/reviews");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      summary: { average: 4, count: 1, histogram: [0, 0, 0, 1, 0] },
      items: [{ reviewerFirstName: "Ada", ratingOverall: 4, comment: "Fun!", helpfulCount: 0, helpfulByMe: false }],
      nextCursor: null,
    });
    expect(JSON.stringify(res.json())).not.toContain("Lovelace");
    expect((await t.http.call(a, "GET", "/api/reviews")).json()).toMatchObject({ summary: { count: 0 }, items: [] });
    expect((await t.http.call(null, "GET", "/api/reviews")).statusCode).toBe(401);
    expect((await t.http.call(b, "GET", "/api/reviews?cursor=bad")).statusCode).toBe(400);
  });

  it("pages with a cursor, clamping sizes", async () => {
    const b = await person(t.app, "Popular");
    for (const name of ["R1", "R2", "R3"]) {
      const r = await person(t.app, name);
      await match(t.app, r, b);
      await review(r, await completedDate(r, b));
    }
    const first = (await t.http.call(b, "GET", "/api/reviews?limit=2")).json();
    expect(first.items).toHaveLength(2);
    const second = (await t.http.call(b, "GET", `/api/reviews?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((i: { id: string }) => i.id)).size).toBe(3);
    expect((await t.http.call(b, "GET", "/api/reviews?limit=100000")).statusCode).toBe(200);
  });

  it("others read them on the profile; helpful toggles once per reader", async () => {
    const { a, b } = await matchedPair(t.app);
    await review(a, await completedDate(a, b));
    const reader = await signIn(t.app);
    const about = await t.http.call(reader, "GET", `/api/reviews/about/${b.id}`);
    expect(about.statusCode).toBe(200);
    const [item] = about.json().items;
    const put = () => t.http.call(reader, "PUT", `/api/reviews/${item.id}/helpful`);
    expect((await put()).json()).toEqual({ helpful: true, helpfulCount: 1 });
    expect((await put()).json()).toEqual({ helpful: true, helpfulCount: 1 });
    expect((await t.http.call(b, "PUT", `/api/reviews/${item.id}/helpful`)).json()).toEqual({
      helpful: true,
      helpfulCount: 2,
    });
    expect((await t.http.call(reader, "GET", `/api/reviews/about/${b.id}`)).json().items[0]).toMatchObject({
      helpfulCount: 2,
      helpfulByMe: true,
    });
    expect((await t.http.call(reader, "DELETE", `/api/reviews/${item.id}/helpful`)).json()).toEqual({
      helpful: false,
      helpfulCount: 1,
    });
    expect(item.byMe).toBe(false);
    // The reviewer sees their own review marked as theirs, and cannot mark it helpful.
    expect((await t.http.call(a, "GET", `/api/reviews/about/${b.id}`)).json().items[0].byMe).toBe(true);
    expect((await t.http.call(a, "PUT", `/api/reviews/${item.id}/helpful`)).statusCode).toBe(403);
    expect((await t.http.call(reader, "PUT", "/api/reviews/nope/helpful")).statusCode).toBe(400);
  });

  it("blocked either way: the profile's reviews are 404 and a blocked reviewer's review is left out", async () => {
    const { a, b } = await matchedPair(t.app);
    await review(a, await completedDate(a, b));
    await t.db.insert(blocks).values({ blockerId: a.id, blockedId: b.id });
    expect((await t.http.call(a, "GET", `/api/reviews/about/${b.id}`)).statusCode).toBe(404);
    expect((await t.http.call(b, "GET", "/api/reviews")).json()).toMatchObject({ items: [] });
  });
});
