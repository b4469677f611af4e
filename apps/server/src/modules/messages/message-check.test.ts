import { randomUUID } from "node:crypto";
import { SCAM_TIP_WINDOW } from "@down/common/schemas/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, reports } from "../../db/schema";
import { type SignedIn, testDb } from "../../test/test-app";
import { messagingTestApp } from "./messages.test-helpers";

// "Are you sure?", "Does this bother you?" and scam tips (docs/product.md, "Message check").
const { app, bus, call, matched, send, ask } = messagingTestApp();

const historyOf = async (viewer: SignedIn, other: SignedIn) =>
  (await call(viewer, "GET", `/api/conversations/${viewer.id}/${other.id}`)).json().items as {
    id: string;
    content: string;
    flag?: string | null;
  }[];

describe("Are you sure?", () => {
  it("refuses a flagged message with the flagged words, and stores nothing", async () => {
    const { a, b } = await matched();
    const res = await send(a, b, "answer me you dumb b1tch");
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe("message_flagged");
    expect(error.message).toMatch(/Are you sure\?/);
    expect(error.flagged.join(" ")).toContain("b1tch");
    expect(await historyOf(a, b)).toEqual([]);
    const stored = await testDb(app()).select().from(messages).where(eq(messages.senderId, a.id));
    expect(stored).toEqual([]);
  });

  it("stores it once the sender confirms, flagged for the receiver only", async () => {
    const { a, b } = await matched();
    const events: unknown[] = [];
    const off = bus.subscribe(b.id, (event) => events.push(event));
    const res = await send(a, b, "answer me you dumb b1tch", { confirmFlagged: true });
    off();
    expect(res.statusCode).toBe(201);
    // The sender's copy carries no flag: the check's verdict is for the receiver.
    expect(res.json().flag).toBeNull();
    expect((await historyOf(b, a)).map((m) => m.flag)).toEqual(["harmful"]);
    expect((await historyOf(a, b)).map((m) => m.flag)).toEqual([null]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: "message", message: expect.objectContaining({ flag: "harmful" }) }),
    );
  });

  it("lets ordinary flirting and friendly swearing through unflagged, without a confirmation", async () => {
    const { a, b } = await matched();
    for (const content of ["you're gorgeous", "holy shit that's amazing"]) {
      const res = await send(a, b, content);
      expect(res.statusCode).toBe(201);
    }
    expect((await historyOf(b, a)).map((m) => m.flag)).toEqual([null, null]);
  });

  it("asks about a custom question the same way", async () => {
    const { a, b } = await matched();
    const refused = await ask(a, b, "send nudes?");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe("message_flagged");
    expect((await ask(a, b, "send nudes?", { confirmFlagged: true })).statusCode).toBe(201);
    const page = (await call(b, "GET", `/api/custom-questions/between/${b.id}/${a.id}`)).json();
    expect(page.items.map((q: { flag: string | null }) => q.flag)).toEqual(["harmful"]);
  });

  it("still answers 403 before 422 to someone who may not write here", async () => {
    const { a } = await matched();
    const { b: stranger } = await matched("Cy", "Di");
    expect((await send(a, stranger, "go fuck yourself")).statusCode).toBe(403);
  });

  it("refuses a confirmation that is not a boolean", async () => {
    const { a, b } = await matched();
    expect((await send(a, b, "hi", { confirmFlagged: "yes" })).statusCode).toBe(400);
  });
});

describe("scam tips", () => {
  it("flags a money or off-app ask for the receiver early in the conversation, not later", async () => {
    const { a, b } = await matched();
    expect((await send(a, b, "text me on whatsapp")).statusCode).toBe(201);
    for (let i = 1; i < SCAM_TIP_WINDOW; i++) await send(i % 2 ? b : a, i % 2 ? a : b, `line ${i}`);
    expect((await send(a, b, "can you send me $200 for rent")).statusCode).toBe(201);
    const flags = (await historyOf(b, a)).filter((m) => m.flag).map((m) => [m.content, m.flag]);
    // The first exchanges earn the tip; by the eleventh line the two know each other's ways.
    expect(flags).toEqual([["text me on whatsapp", "scam"]]);
  });
});

describe("Does this bother you? (a report that attaches the message)", () => {
  it("files a report with the message the receiver got, and blocks", async () => {
    const { a, b } = await matched();
    const message = (await send(a, b, "i know where you live", { confirmFlagged: true })).json();
    const res = await call(b, "POST", "/api/reports", {
      reportedUserId: a.id,
      reason: "harassment",
      messageId: message.id,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await testDb(app()).select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({ messageId: message.id, messageContent: "i know where you live", reason: "harassment" });
  });

  it("refuses a message the reporter did not receive from that person, and files nothing", async () => {
    const { a, b } = await matched();
    const { a: c, b: d } = await matched("Cy", "Di");
    const own = (await send(b, a, "hello")).json();
    const theirs = (await send(c, d, "not yours")).json();
    for (const messageId of [own.id, theirs.id, randomUUID()]) {
      const res = await call(b, "POST", "/api/reports", { reportedUserId: a.id, reason: "harassment", messageId });
      expect(res.statusCode).toBe(404);
    }
    const bad = await call(b, "POST", "/api/reports", { reportedUserId: a.id, reason: "other", messageId: "x" });
    expect(bad.statusCode).toBe(400);
    expect(await testDb(app()).select().from(reports).where(eq(reports.reporterId, b.id))).toEqual([]);
  });
});
