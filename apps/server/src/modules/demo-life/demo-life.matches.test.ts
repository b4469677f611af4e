import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { userResponses } from "../../db/schema";
import { testDb } from "../../test/test-app";
import { person } from "../search/search.test-helpers";
import { livingDemoWorld, patience } from "./demo-life.test-helpers";

// The living demo's match requests: what a demo person accepts, and whom demo people ask (docs/decisions/009).
const { world, call, realPerson, freshDemo, statusOf, matchWithDemo, answerCategory, demoAsks, history } =
  livingDemoWorld();

describe("the living demo: match requests", () => {
  it("a demo person accepts a request and sometimes writes first", async () => {
    const ann = await realPerson("Ann");
    const demo = await freshDemo();
    await matchWithDemo(ann, demo);
    await vi.waitFor(async () => expect((await history(ann, demo)).items.length).toBeGreaterThan(0), patience);
    expect((await history(ann, demo)).items[0]?.senderId).toBe(demo);
  });

  it("accepts a low DOWN SCORE only sometimes, and a high one always", async () => {
    const demo = await freshDemo();
    const theirs = await testDb(world.app)
      .select({ questionId: userResponses.questionId, response: userResponses.response })
      .from(userResponses)
      .where(eq(userResponses.userId, demo));
    const flip = { D: "N", O: "N", W: "N", N: "D" } as const;
    const opposite = Object.fromEntries(theirs.map((a) => [a.questionId, flip[a.response as keyof typeof flip]]));
    const alike = Object.fromEntries(theirs.map((a) => [a.questionId, a.response]));
    const low = await person(world.app, { at: null, answers: opposite, name: "Low", interestedIn: ["Everyone"] });
    const high = await person(world.app, { at: null, answers: alike, name: "High", interestedIn: ["Everyone"] });
    world.dice = 0.99; // the dice say no: only the score can say yes
    await call(low, "POST", "/api/match-requests", { fromUserId: low.id, toUserId: demo });
    await call(high, "POST", "/api/match-requests", { fromUserId: high.id, toUserId: demo });
    await vi.waitFor(async () => expect(await statusOf(demo, high.id)).toBe("matched"), patience);
    expect(await statusOf(demo, low.id)).toBeUndefined();
  });

  it("a few demo people ask a newcomer to match after their first full category (profile finished first)", async () => {
    const cy = await realPerson("Cy");
    await answerCategory(cy);
    await vi.waitFor(async () => {
      const asks = await demoAsks(cy.id);
      expect(asks).toBeGreaterThan(0);
      expect(asks).toBeLessThanOrEqual(3);
    }, patience);
  });

  it("welcomes a newcomer who answered a category before finishing their profile, once the profile is findable", async () => {
    // The finding: welcome requests only came if the profile was complete when the category ended.
    const gus = await realPerson("Gus", null);
    await answerCategory(gus);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await demoAsks(gus.id)).toBe(0);
    const saved = await call(gus, "PATCH", `/api/profiles/${gus.id}`, { age: 29 });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await demoAsks(gus.id)).toBeGreaterThan(0), patience);
    // Welcomed once: another save asks nobody more.
    const asks = await demoAsks(gus.id);
    await call(gus, "PATCH", `/api/profiles/${gus.id}`, { bio: "Back from a trip" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await demoAsks(gus.id)).toBe(asks);
  });

  it("welcomes nobody who is not findable yet, however many categories they answer", async () => {
    const hal = await realPerson("Hal", null);
    await answerCategory(hal);
    await answerCategory(hal, "food");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await demoAsks(hal.id)).toBe(0);
  });

  it("never acts between two real people", async () => {
    const a = await realPerson("Di");
    const b = await realPerson("Ed");
    world.dice = 0;
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf(b.id, a.id)).toBeUndefined();
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    await call(a, "POST", "/api/messages", { senderId: a.id, receiverId: b.id, content: "Hello?" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await history(a, b.id)).items.map((m) => m.content)).toEqual(["Hello?"]);
  });
});
