import { describe, expect, it, vi } from "vitest";
import { livingDemoWorld, patience } from "./demo-life.test-helpers";
import { DATE_PLANNED, REPLY_POOLS, replyKind } from "./demo-lines";

// The living demo in a chat: its replies, custom-question answers and openers (docs/decisions/009).
const { world, call, realPerson, freshDemo, matchWithDemo, history } = livingDemoWorld();

describe("the living demo: chat", () => {
  it("replies to a message after a typing pause, and answers a custom question", async () => {
    const bo = await realPerson("Bo");
    const demo = await freshDemo();
    await matchWithDemo(bo, demo);
    await vi.waitFor(async () => expect((await history(bo, demo)).items.length).toBe(1), patience);
    const sent = await call(bo, "POST", "/api/messages", { senderId: bo.id, receiverId: demo, content: "Hi there" });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(async () => expect((await history(bo, demo)).items.length).toBe(3), patience);
    const lines = (await history(bo, demo)).items;
    expect(lines.at(-1)?.senderId).toBe(demo);
    expect(world.heard.some((e) => e.to === bo.id && e.type === "typing")).toBe(true);

    const asked = await call(bo, "POST", "/api/custom-questions", {
      senderId: bo.id,
      receiverId: demo,
      questionText: "Ever been camping?",
    });
    expect(asked.statusCode).toBe(201);
    await vi.waitFor(async () => {
      const page = (await call(bo, "GET", `/api/custom-questions/between/${bo.id}/${demo}`)).json() as {
        items: Array<{ receiverResponse: string | null }>;
      };
      expect(page.items[0]?.receiverResponse).toMatch(/^[DOWN]$/);
    }, patience);
  });

  it("replies to what was said: date talk with date talk, a hello with a hello, a question with an answer", async () => {
    expect(replyKind("Want to grab coffee this weekend?")).toBe("date");
    expect(replyKind("Hey there!")).toBe("greeting");
    expect(replyKind("How are you doing today?")).toBe("how-are-you");
    expect(replyKind("What do you do for fun?")).toBe("question");
    expect(replyKind("I just got back from Memphis")).toBe("chat");

    const kay = await realPerson("Kay");
    const demo = await freshDemo();
    await matchWithDemo(kay, demo);
    await vi.waitFor(async () => expect((await history(kay, demo)).items.length).toBe(1), patience);
    await call(kay, "POST", "/api/messages", { senderId: kay.id, receiverId: demo, content: "Dinner on Friday?" });
    await vi.waitFor(async () => expect((await history(kay, demo)).items.length).toBe(3), patience);
    expect(REPLY_POOLS.date).toContain((await history(kay, demo)).items.at(-1)?.content);
  });

  it("writes no opener once the conversation has begun", async () => {
    const max = await realPerson("Max");
    const demo = await freshDemo();
    world.pauses = { opener: 1_500 };
    try {
      await matchWithDemo(max, demo);
      await call(max, "POST", "/api/messages", { senderId: max.id, receiverId: demo, content: "Hello!" });
      await vi.waitFor(async () => expect((await history(max, demo)).items.length).toBe(2), patience);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const lines = (await history(max, demo)).items.map((m) => m.content);
      expect(lines).toHaveLength(2);
      expect(REPLY_POOLS.greeting).toContain(lines[1]);
    } finally {
      world.pauses = {};
    }
  });

  it("talks of the date ahead, not of sending an invite, once one is out", async () => {
    const nia = await realPerson("Nia");
    const demo = await freshDemo();
    await matchWithDemo(nia, demo);
    await vi.waitFor(async () => expect((await history(nia, demo)).items.length).toBe(1), patience);
    // The invite stays unanswered while they talk.
    world.pauses = { invite: 60_000 };
    try {
      const sent = await call(nia, "POST", "/api/invites", { senderId: nia.id, receiverId: demo, dateType: "hang" });
      expect(sent.statusCode).toBe(201);
      await call(nia, "POST", "/api/messages", { senderId: nia.id, receiverId: demo, content: "Dinner on Friday?" });
      await vi.waitFor(async () => expect((await history(nia, demo)).items.length).toBe(3), patience);
      expect(DATE_PLANNED).toContain((await history(nia, demo)).items.at(-1)?.content);
    } finally {
      world.pauses = {};
    }
  });
});
