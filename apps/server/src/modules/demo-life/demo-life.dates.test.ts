import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { dateEvents, dateReviews, matchRequests, profiles, users } from "../../db/schema";
import { memoryBus } from "../../realtime/bus";
import { livingDemoWanted, seedDemoData } from "../../seed/demo-seed";
import { createTestApp, testDb } from "../../test/test-app";
import { person } from "../search/search.test-helpers";
import { createDemoLife } from "./demo-life.service";
import { livingDemoWorld, patience } from "./demo-life.test-helpers";

// The living demo's dates: how a demo person answers invites, dates that complete across a restart, and a
// database without the living demo (docs/decisions/009).
const { world, call, realPerson, freshDemo, matchWithDemo, inviteStatus, history } = livingDemoWorld();

describe("the living demo: invites and dates", () => {
  it("accepts a first invite for a time soon, the date completes, and both can review it", async () => {
    const ida = await realPerson("Ida");
    const demo = await freshDemo();
    await matchWithDemo(ida, demo);
    const sent = await call(ida, "POST", "/api/invites", {
      senderId: ida.id,
      receiverId: demo,
      dateType: "romantic",
      proposedDateTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(sent.statusCode).toBe(201);
    const inviteId = (sent.json() as { id: string }).id;
    await vi.waitFor(async () => expect(await inviteStatus(inviteId)).toBe("accepted"), patience);
    const [date] = await testDb(world.app).select().from(dateEvents).where(eq(dateEvents.inviteId, inviteId));
    // The demo's fast clock: the date is now, not a week away.
    expect(date?.scheduledAt?.getTime()).toBeLessThan(Date.now() + 60_000);
    await vi.waitFor(async () => {
      const [row] = await testDb(world.app).select().from(dateEvents).where(eq(dateEvents.inviteId, inviteId));
      expect(row?.status).toBe("completed");
    }, patience);
    await vi.waitFor(async () => {
      const reviews = await testDb(world.app)
        .select()
        .from(dateReviews)
        .where(eq(dateReviews.dateEventId, date?.id ?? ""));
      expect(reviews.map((r) => r.reviewerId)).toEqual([demo]);
    }, patience);
    const mine = await call(ida, "POST", "/api/date-reviews", { dateEventId: date?.id, ratingOverall: 5 });
    expect(mine.statusCode).toBeLessThan(300);
    const [about] = await testDb(world.app).select().from(profiles).where(eq(profiles.userId, demo));
    expect(about?.reviewCount).toBeGreaterThan(0);
    // The acceptance said so in the chat.
    expect((await history(ida, demo)).items.some((m) => m.senderId === demo)).toBe(true);
  });

  it("answers later invites mostly yes, sometimes for another time, sometimes no", async () => {
    const jo = await realPerson("Jo");
    const demo = await freshDemo();
    await matchWithDemo(jo, demo);
    const invite = async () => {
      const res = await call(jo, "POST", "/api/invites", { senderId: jo.id, receiverId: demo, dateType: "hang" });
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const first = await invite();
    await vi.waitFor(async () => expect(await inviteStatus(first)).toBe("accepted"), patience);
    world.dice = 0.99;
    const second = await invite();
    await vi.waitFor(async () => expect(await inviteStatus(second)).toBe("declined"), patience);
    // The line comes after the answer's commit.
    await vi.waitFor(
      async () => expect((await history(jo, demo)).items.at(-1)?.content).toMatch(/another (time|day)/),
      patience,
    );
    world.dice = 0.75;
    const third = await invite();
    await vi.waitFor(async () => expect(await inviteStatus(third)).toBe("accepted"), patience);
    await vi.waitFor(
      async () => expect((await history(jo, demo)).items.at(-1)?.content).toMatch(/few minutes/),
      patience,
    );
  });
});

describe("after a restart", () => {
  it("a demo date said yes to before the restart still completes (its timer was in memory)", async () => {
    const again = await createTestApp();
    try {
      await seedDemoData(testDb(again), 4);
      const [demo] = await testDb(again).select({ id: users.id }).from(users).where(eq(users.isDemo, true));
      const lee = await person(again, { at: null, answers: {}, name: "Lee", interestedIn: ["Everyone"] });
      const [date] = await testDb(again)
        .insert(dateEvents)
        .values({
          userId1: lee.id,
          userId2: demo?.id ?? "",
          dateType: "hang",
          scheduledAt: new Date(Date.now() - 60_000),
        })
        .returning();
      // The living demo of the restarted server: the first event it sees wakes it.
      const life = createDemoLife({ db: testDb(again), bus: memoryBus(), pause: () => 0, random: () => 0, dateMs: 0 });
      life.notice(lee.id, { type: "typing", fromUserId: lee.id });
      await vi.waitFor(async () => {
        const [row] = await testDb(again)
          .select()
          .from(dateEvents)
          .where(eq(dateEvents.id, date?.id ?? ""));
        expect(row?.status).toBe("completed");
      }, patience);
      await life.settle();
      life.close();
      const reviews = await testDb(again)
        .select()
        .from(dateReviews)
        .where(eq(dateReviews.dateEventId, date?.id ?? ""));
      expect(reviews.map((r) => r.reviewerId)).toEqual([demo?.id]);
    } finally {
      await again.close();
    }
  });
});

describe("without the living demo", () => {
  it("demo people stay still (DEMO_SEED=0 or a database that was not demo-seeded)", async () => {
    const still = await createTestApp();
    try {
      expect(await livingDemoWanted(undefined, testDb(still))).toBe(false);
      await seedDemoData(testDb(still), 4);
      expect(await livingDemoWanted(false, testDb(still))).toBe(false);
      expect(await livingDemoWanted(undefined, testDb(still))).toBe(true);
      const [demo] = await testDb(still).select({ id: users.id }).from(users).where(eq(users.isDemo, true));
      const me = await person(still, { at: null, answers: {}, name: "Fay", interestedIn: ["Everyone"] });
      await testDb(still)
        .delete(matchRequests)
        .where(eq(matchRequests.fromUserId, demo?.id ?? ""));
      await still.inject({
        method: "POST",
        url: "/api/match-requests",
        headers: { cookie: me.cookie },
        payload: { fromUserId: me.id, toUserId: demo?.id },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await testDb(still)
        .select()
        .from(matchRequests)
        .where(and(eq(matchRequests.fromUserId, demo?.id ?? ""), eq(matchRequests.toUserId, me.id)));
      expect(rows).toHaveLength(0);
    } finally {
      await still.close();
    }
  });
});
