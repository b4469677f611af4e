import { HOLD_REPORTS_PER_DAY, REPORTS_PER_DAY } from "@down/common/schemas/safety";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports } from "../../db/schema";
import { createTestApp, type SignedIn, testDb } from "../../test/test-app";
import { blockedIdsEitherWay } from "../blocks/blocks.service";
import { addNotifications } from "../notifications/notifications.service";
import { freshPlace, freshQuestion, ids, person, searchAs } from "../search/search.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
const block = (as: SignedIn, other: SignedIn | string) =>
  call(as, "POST", "/api/blocks", { blockedUserId: typeof other === "string" ? other : other.id });

/** Two people near each other who each see the other in search. */
async function pair() {
  const here = freshPlace();
  const q = freshQuestion();
  const a = await person(app, { at: here, answers: { [q]: "D" }, name: "Ann" });
  const c = await person(app, { at: here, answers: { [q]: "D" }, name: "Cal" });
  return { a, c };
}

async function match(a: SignedIn, b: SignedIn) {
  await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
  const res = await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
  expect(res.json().mutual).toBe(true);
}

describe("blocks", () => {
  it("hides both people from each other's search and compare", async () => {
    const { a, c } = await pair();
    expect(ids((await searchAs(app, a)).body)).toEqual([c.id]);
    expect((await block(a, c)).statusCode).toBe(201);
    expect(ids((await searchAs(app, a)).body)).toEqual([]);
    expect(ids((await searchAs(app, c)).body)).toEqual([]);
    expect((await call(a, "GET", `/api/compare/${c.id}`)).statusCode).toBe(404);
    expect((await call(c, "GET", `/api/compare/${a.id}`)).statusCode).toBe(404);
  });

  it("ends a match for both, and a new request is refused as if the person were gone", async () => {
    const { a, c } = await pair();
    await match(a, c);
    expect((await call(c, "GET", "/api/matches")).json()).toHaveLength(1);
    await block(a, c);
    expect((await call(a, "GET", "/api/matches")).json()).toEqual([]);
    expect((await call(c, "GET", "/api/matches")).json()).toEqual([]);
    expect((await call(c, "GET", `/api/match-status/${c.id}/${a.id}`)).json()).toEqual({
      isMatched: false,
      requested: false,
    });
    const again = await call(c, "POST", "/api/match-requests", { fromUserId: c.id, toUserId: a.id });
    expect(again.statusCode).toBe(404);
  });

  it("hides notifications the other person caused, in the list and the unread count", async () => {
    const { a, c } = await pair();
    await addNotifications(testDb(app), [{ userId: a.id, type: "view", actorId: c.id, title: "Cal viewed you" }]);
    expect((await call(a, "GET", "/api/notifications/unread-count")).json()).toEqual({ count: 1 });
    await block(c, a); // blocked BY the other: hidden all the same
    expect((await call(a, "GET", "/api/notifications")).json().items).toEqual([]);
    expect((await call(a, "GET", "/api/notifications/unread-count")).json()).toEqual({ count: 0 });
  });

  it("lists the people I blocked (not those who blocked me), paged, and unblocks", async () => {
    const { a, c } = await pair();
    const others = await Promise.all([1, 2, 3].map(() => person(app, { at: null, answers: {}, name: "Dee" })));
    for (const other of others) await block(a, other);
    await block(c, a);
    const first = (await call(a, "GET", "/api/blocks?limit=2")).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(2);
    expect(Object.keys(first.items[0]).sort()).toEqual(["blockedAt", "name", "photo", "userId"]);
    const second = (await call(a, "GET", "/api/blocks?limit=2&cursor=2")).json();
    expect(second.nextCursor).toBeNull();
    const listed = [...first.items, ...second.items].map((i: { userId: string }) => i.userId);
    expect(listed.sort()).toEqual(others.map((o) => o.id).sort());
    expect((await call(a, "GET", "/api/blocks?limit=5000")).json().items).toHaveLength(3); // clamped, not refused

    expect((await call(a, "DELETE", `/api/blocks/${others[0]!.id}`)).statusCode).toBe(200);
    expect((await call(a, "DELETE", `/api/blocks/${others[0]!.id}`)).statusCode).toBe(404);
    // Someone else's block on me is not mine to lift.
    expect((await call(a, "DELETE", `/api/blocks/${c.id}`)).statusCode).toBe(404);
    expect([...(await blockedIdsEitherWay(testDb(app), a.id))].sort()).toEqual(
      [c.id, others[1]!.id, others[2]!.id].sort(),
    );
  });

  it("unblocking brings search back", async () => {
    const { a, c } = await pair();
    await block(a, c);
    await call(a, "DELETE", `/api/blocks/${c.id}`);
    expect(ids((await searchAs(app, a)).body)).toEqual([c.id]);
  });

  it("is idempotent and refuses oneself, unknown people, bad ids and no session", async () => {
    const { a, c } = await pair();
    expect((await block(a, c)).statusCode).toBe(201);
    expect((await block(a, c)).statusCode).toBe(201);
    expect((await block(a, a)).statusCode).toBe(400);
    expect((await block(a, "00000000-0000-4000-8000-000000000999")).statusCode).toBe(404);
    expect((await block(a, "nope")).statusCode).toBe(400);
    expect((await call(a, "POST", "/api/blocks", { blockedUserId: c.id, blockerId: c.id })).statusCode).toBe(400);
    const anon = await app.inject({ method: "POST", url: "/api/blocks", payload: { blockedUserId: c.id } });
    expect(anon.statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/blocks" })).statusCode).toBe(401);
  });
});

describe("reports", () => {
  const report = (as: SignedIn, other: SignedIn, reason = "harassment", details?: string) =>
    call(as, "POST", "/api/reports", {
      reportedUserId: other.id,
      reason,
      ...(details === undefined ? {} : { details }),
    });

  it("stores the reason and details and also blocks", async () => {
    const { a, c } = await pair();
    await match(a, c);
    const res = await report(a, c, "scam-or-spam", "  Asked for money  ");
    expect(res.statusCode).toBe(201);
    const rows = await testDb(app).select().from(reports);
    const mine = rows.find((r) => r.reporterId === a.id);
    expect(mine).toMatchObject({ reportedId: c.id, reason: "scam-or-spam", details: "Asked for money" });
    expect((await call(a, "GET", "/api/matches")).json()).toEqual([]);
    expect(ids((await searchAs(app, c)).body)).toEqual([]);
  });

  it("refuses unknown reasons, long details, control characters and oneself", async () => {
    const { a, c } = await pair();
    expect((await report(a, c, "rude")).statusCode).toBe(400);
    expect((await report(a, c, "other", "x".repeat(1001))).statusCode).toBe(400);
    expect((await report(a, c, "other", "a\u0000b")).statusCode).toBe(400);
    expect((await report(a, a)).statusCode).toBe(400);
    expect((await report(a, c, "other", "x".repeat(1000))).statusCode).toBe(201);
  });

  it(`allows ${REPORTS_PER_DAY} reports a day, then 429`, async () => {
    const a = await person(app, { at: null, answers: {} });
    const others = await Promise.all(
      Array.from({ length: REPORTS_PER_DAY + 1 }, () => person(app, { at: null, answers: {} })),
    );
    for (const other of others.slice(0, REPORTS_PER_DAY)) expect((await report(a, other)).statusCode).toBe(201);
    const over = await report(a, others[REPORTS_PER_DAY]!);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("rate_limited");
  });

  it(`allows ${HOLD_REPORTS_PER_DAY} reports a day that can hold someone, then 429 for those alone`, async () => {
    const a = await person(app, { at: null, answers: {} });
    const others = await Promise.all(
      Array.from({ length: HOLD_REPORTS_PER_DAY + 2 }, () => person(app, { at: null, answers: {} })),
    );
    for (const other of others.slice(0, HOLD_REPORTS_PER_DAY))
      expect((await report(a, other, "underage")).statusCode).toBe(201);
    const over = await report(a, others[HOLD_REPORTS_PER_DAY]!, "underage");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("rate_limited");
    // Refused whole: no report and no block; other reasons (and blocks) still go through.
    expect(await blockedIdsEitherWay(testDb(app), a.id)).not.toContain(others[HOLD_REPORTS_PER_DAY]!.id);
    expect((await report(a, others[HOLD_REPORTS_PER_DAY + 1]!, "harassment")).statusCode).toBe(201);
  });

  it("keeps whether the reported person had reached the reporter, read before the report's block", async () => {
    const { a, c } = await pair();
    const stranger = await person(app, { at: null, answers: {} });
    // Only what the reported person did counts: a's own request to c does not.
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: c.id });
    await report(stranger, c, "fake-profile");
    await report(a, c, "fake-profile");
    const reached = await testDb(app)
      .select({ reporterId: reports.reporterId, had: reports.reporterHadContact })
      .from(reports)
      .where(eq(reports.reportedId, c.id));
    expect(reached).toEqual(
      expect.arrayContaining([
        { reporterId: stranger.id, had: false },
        { reporterId: a.id, had: false },
      ]),
    );

    const { a: b, c: d } = await pair();
    await match(b, d);
    await report(b, d, "other");
    const [row] = await testDb(app).select().from(reports).where(eq(reports.reportedId, d.id));
    expect(row?.reporterHadContact).toBe(true);
  });
});
