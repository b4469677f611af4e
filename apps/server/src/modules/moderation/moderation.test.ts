import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationActions, reports } from "../../db/schema";
import { type BusEvent, memoryBus } from "../../realtime/bus";
import { createTestApp, freshPhone, type SignedIn, signIn, testDb } from "../../test/test-app";
import { BANNED_MESSAGE } from "../auth/auth.service";
import { freshPlace, freshQuestion, ids, person, searchAs } from "../search/search.test-helpers";
import {
  ALERT_HOLD_TITLE,
  ALERT_REPORT_TITLE,
  REVIEW_OVER_TITLE,
  UNDER_REVIEW_TITLE,
  WARNING_TITLE,
} from "./moderation.service";

const MODERATOR = freshPhone();
const SECOND_MODERATOR = freshPhone();
const bus = memoryBus();
let app: FastifyInstance;
let moderator: SignedIn;
let secondModerator: SignedIn;
beforeAll(async () => {
  app = await createTestApp({ MODERATOR_PHONES: `${MODERATOR}, ${SECOND_MODERATOR}` }, { bus });
  moderator = await signIn(app, MODERATOR);
  secondModerator = await signIn(app, SECOND_MODERATOR);
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
const report = (as: SignedIn, other: SignedIn, reason: string, details?: string) =>
  call(as, "POST", "/api/reports", { reportedUserId: other.id, reason, ...(details ? { details } : {}) });
const act = (as: SignedIn, userId: string, action: string) =>
  call(as, "POST", "/api/moderation/actions", { userId, action });

interface QueueItem {
  userId: string;
  reporterCount: number;
  onHold: boolean;
  reports: Array<{ reason: string; details: string | null }>;
}
async function queueItem(userId: string): Promise<QueueItem | undefined> {
  for (let cursor: number | null = 0; cursor !== null; ) {
    const page: { items: QueueItem[]; nextCursor: number | null } = (
      await call(moderator, "GET", `/api/moderation/reports?limit=20&cursor=${cursor}`)
    ).json();
    const found = page.items.find((i) => i.userId === userId);
    if (found) return found;
    cursor = page.nextCursor;
  }
  return undefined;
}

/** Three people in one place who all see each other. */
async function trio() {
  const here = freshPlace();
  const q = freshQuestion();
  const a = await person(app, { at: here, answers: { [q]: "D" }, name: "Ann" });
  const b = await person(app, { at: here, answers: { [q]: "D" }, name: "Bea" });
  const c = await person(app, { at: here, answers: { [q]: "D" }, name: "Cal" });
  /** Someone else there, who had nothing to do with any report. */
  const onlooker = () => person(app, { at: here, answers: { [q]: "D" }, name: "Dot" });
  return { a, b, c, onlooker };
}

describe("moderation access", () => {
  it("says who is a moderator, and refuses everyone else with 403 (401 signed out)", async () => {
    expect((await call(moderator, "GET", "/api/auth/me")).json().isModerator).toBe(true);
    const someone = await signIn(app);
    expect((await call(someone, "GET", "/api/auth/me")).json().isModerator).toBe(false);
    expect((await call(someone, "GET", "/api/moderation/reports")).statusCode).toBe(403);
    expect((await act(someone, someone.id, "dismiss")).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/moderation/reports" })).statusCode).toBe(401);
  });

  it("refuses bad input and people with nothing open", async () => {
    const { a } = await trio();
    expect((await act(moderator, a.id, "delete")).statusCode).toBe(400);
    expect((await act(moderator, "nope", "ban")).statusCode).toBe(400);
    const extra = await call(moderator, "POST", "/api/moderation/actions", { userId: a.id, action: "warn", x: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await act(moderator, a.id, "warn")).statusCode).toBe(404);
  });
});

describe("the queue", () => {
  it("groups open reports by the person reported, with reasons, details, reporter count and photos", async () => {
    const { a, b, c } = await trio();
    await report(a, c, "harassment", "Rude messages");
    await report(b, c, "fake-profile");
    const item = await queueItem(c.id);
    expect(item).toMatchObject({ userId: c.id, name: "Cal", reporterCount: 2, onHold: false, photos: [] });
    expect(item?.reports.map((r) => [r.reason, r.details])).toEqual([
      ["harassment", "Rude messages"],
      ["fake-profile", null],
    ]);
    // Reporters stay anonymous, and nothing private about the reported person is sent.
    const raw = JSON.stringify(item);
    for (const secret of [a.id, b.id, c.phone, "latitude"]) expect(raw).not.toContain(secret);
  });

  it("dismiss closes the reports and logs who did it", async () => {
    const { a, c } = await trio();
    await report(a, c, "other");
    const res = await act(moderator, c.id, "dismiss");
    expect(res.json()).toEqual({ ok: true, action: "dismiss", closed: 1 });
    expect(await queueItem(c.id)).toBeUndefined();
    const rows = await testDb(app).select().from(reports).where(eq(reports.reportedId, c.id));
    expect(rows.map((r) => r.status)).toEqual(["dismissed"]);
    const log = await testDb(app).select().from(moderationActions).where(eq(moderationActions.targetId, c.id));
    expect(log).toMatchObject([{ moderatorId: moderator.id, moderatorPhone: MODERATOR, action: "dismiss" }]);
    expect((await act(moderator, c.id, "dismiss")).statusCode).toBe(404); // nothing open any more
  });

  it("warn sends the person a system notification", async () => {
    const { a, c } = await trio();
    await report(a, c, "harassment");
    expect((await act(moderator, c.id, "warn")).statusCode).toBe(200);
    const notes = (await call(c, "GET", "/api/notifications")).json().items;
    expect(notes[0]).toMatchObject({ type: "system", title: WARNING_TITLE });
  });
});

describe("an underage report (decision 019)", () => {
  /** The person reaches someone: a match request from them is something only they can do. */
  const reach = (from: SignedIn, to: SignedIn) =>
    call(from, "POST", "/api/match-requests", { fromUserId: from.id, toUserId: to.id });
  const titles = async (as: SignedIn) =>
    (await call(as, "GET", "/api/notifications?limit=50")).json().items.map((n: { title: string }) => n.title);
  const underReview = async (as: SignedIn) => (await call(as, "GET", `/api/profiles/${as.id}`)).json().underReview;
  /** Everyone can still find, open and ask the person. */
  async function expectVisible(viewer: SignedIn, other: SignedIn) {
    expect(ids((await searchAs(app, viewer)).body)).toContain(other.id);
    expect((await call(viewer, "GET", `/api/public-profiles/${other.id}`)).statusCode).toBe(200);
  }
  /** Held people first, then anyone reported as underage, then the rest (longest waiting first). */
  async function expectUrgentFirst() {
    const rank = (i: QueueItem) => (i.onHold ? 0 : i.reports.some((r) => r.reason === "underage") ? 1 : 2);
    const ranks: number[] = [];
    for (let cursor: number | null = 0; cursor !== null; ) {
      const page: { items: QueueItem[]; nextCursor: number | null } = (
        await call(moderator, "GET", `/api/moderation/reports?limit=20&cursor=${cursor}`)
      ).json();
      ranks.push(...page.items.map(rank));
      cursor = page.nextCursor;
    }
    expect(ranks).toEqual([...ranks].sort());
  }

  it("from one stranger hides nobody, but alerts every moderator at once", async () => {
    const { a, b, c } = await trio();
    const heard: BusEvent[] = [];
    const stop = bus.subscribe(secondModerator.id, (e) => heard.push(e));
    expect((await report(a, c, "underage")).statusCode).toBe(201);
    stop();
    await expectVisible(b, c);
    expect((await reach(b, c)).statusCode).toBe(200);
    expect(await underReview(c)).toBe(false);
    expect(await titles(c)).not.toContain(UNDER_REVIEW_TITLE);
    for (const m of [moderator, secondModerator]) expect(await titles(m)).toContain(ALERT_REPORT_TITLE);
    // Announced after commit, as a 'moderation' note, which the app links to the queue.
    expect(heard).toContainEqual(
      expect.objectContaining({
        type: "notification",
        notification: expect.objectContaining({ type: "moderation", title: ALERT_REPORT_TITLE }),
      }),
    );
    expect((await queueItem(c.id))?.onHold).toBe(false);
    await expectUrgentFirst();
  });

  it("from two people the person had reached holds them until a moderator decides, and tells them", async () => {
    const { a, b, c, onlooker } = await trio();
    const stranger = await person(app, { at: null, answers: {} });
    const viewer = await onlooker();
    for (const reached of [a, b]) await reach(c, reached);
    // One credible reporter, then a stranger, then the first reporter again: still three chances short of a hold.
    await report(a, c, "underage");
    await report(stranger, c, "underage");
    await report(a, c, "underage");
    await expectVisible(b, c);

    await report(b, c, "underage");

    expect(ids((await searchAs(app, viewer)).body)).not.toContain(c.id);
    expect((await call(viewer, "GET", `/api/public-profiles/${c.id}`)).statusCode).toBe(404);
    expect((await reach(viewer, c)).statusCode).toBe(404);
    expect((await queueItem(c.id))?.onHold).toBe(true);
    await expectUrgentFirst();
    for (const m of [moderator, secondModerator]) expect(await titles(m)).toContain(ALERT_HOLD_TITLE);
    expect(await titles(c)).toContain(UNDER_REVIEW_TITLE);
    expect(await underReview(c)).toBe(true);

    await act(moderator, c.id, "dismiss");
    await expectVisible(viewer, c);
    expect(await underReview(c)).toBe(false);
    expect((await titles(c))[0]).toBe(REVIEW_OVER_TITLE);
  });

  // On PostgreSQL, without the hold's lock each report's transaction misses the other's row and nobody is held.
  it("from two credible people at once holds the person once and tells them once", async () => {
    const { a, b, c } = await trio();
    for (const reached of [a, b]) await reach(c, reached);
    const [ra, rb] = await Promise.all([report(a, c, "underage"), report(b, c, "underage")]);
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    expect(await underReview(c)).toBe(true);
    expect((await titles(c)).filter((t: string) => t === UNDER_REVIEW_TITLE)).toHaveLength(1);
    expect((await titles(moderator)).filter((t: string) => t === ALERT_HOLD_TITLE).length).toBeGreaterThan(0);
  });
});

describe("a ban", () => {
  it("signs the person out everywhere, refuses their number at login, and removes them from every list", async () => {
    const { a, b, c } = await trio();
    // b and c are matched and have talked; c has viewed nothing, b has c in Recently viewed.
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: c.id });
    await call(c, "POST", "/api/match-requests", { fromUserId: c.id, toUserId: b.id });
    await call(c, "POST", "/api/messages", { senderId: c.id, receiverId: b.id, content: "hi" });
    await call(b, "POST", "/api/profile-views", { viewedUserId: c.id });
    const secondSession = await signIn(app, c.phone);
    for (const url of ["/api/conversations", "/api/recently-viewed", "/api/notifications", "/api/matches"]) {
      expect(JSON.stringify((await call(b, "GET", url)).json())).toContain(c.id); // there before the ban
    }
    await report(a, c, "scam-or-spam");

    expect((await act(moderator, c.id, "ban")).json()).toEqual({ ok: true, action: "ban", closed: 1 });

    for (const session of [c, secondSession]) {
      expect((await call(session, "GET", "/api/auth/me")).statusCode).toBe(401);
    }
    const send = await app.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone: c.phone } });
    expect(send.statusCode).toBe(403);
    expect(send.json().error.message).toBe(BANNED_MESSAGE);

    expect(ids((await searchAs(app, b)).body)).toEqual([a.id]);
    expect((await call(b, "GET", "/api/matches")).json()).toEqual([]);
    expect((await call(b, "GET", `/api/public-profiles/${c.id}`)).statusCode).toBe(404);
    const conversations = (await call(b, "GET", "/api/conversations")).json();
    expect(JSON.stringify(conversations)).not.toContain(c.id);
    const recent = (await call(b, "GET", "/api/recently-viewed")).json();
    expect(JSON.stringify(recent)).not.toContain(c.id);
    const notes = (await call(b, "GET", "/api/notifications")).json();
    expect(JSON.stringify(notes)).not.toContain(c.id);
    const again = await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: c.id });
    expect(again.statusCode).toBe(404);
    expect(await queueItem(c.id)).toBeUndefined();
  });
});
