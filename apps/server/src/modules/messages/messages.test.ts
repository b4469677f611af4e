import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "../../db/schema";
import { type SignedIn, testDb } from "../../test/test-app";
import { messagingTestApp } from "./messages.test-helpers";

const { app, call, someone, matched, send } = messagingTestApp();

describe("POST /api/messages", () => {
  it("stores a message between matched people with the server's clock, trimmed", async () => {
    const { a, b } = await matched();
    const before = Date.now();
    const res = await send(a, b, "  hello there  ");
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({ senderId: a.id, receiverId: b.id, content: "hello there", read: false });
    expect(Date.parse(message.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const history = (await call(b, "GET", `/api/conversations/${b.id}/${a.id}`)).json();
    expect(history.items.map((m: { content: string }) => m.content)).toEqual(["hello there"]);
  });

  it("refuses people who are not matched, and acting as someone else", async () => {
    const a = await someone();
    const b = await someone();
    expect((await send(a, b, "hi")).statusCode).toBe(403);
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    expect((await send(a, b, "pending is not matched")).statusCode).toBe(403);
    const { a: x, b: y } = await matched();
    const asOther = await call(a, "POST", "/api/messages", { senderId: x.id, receiverId: y.id, content: "spoof" });
    expect(asOther.statusCode).toBe(403);
    expect(
      (await call(null, "POST", "/api/messages", { senderId: x.id, receiverId: y.id, content: "x" })).statusCode,
    ).toBe(401);
  });

  it("validates content: empty after trimming, over 2000, control characters, unknown fields", async () => {
    const { a, b } = await matched();
    for (const content of ["", "   \n ", "x".repeat(2001), "bad\u0000byte"]) {
      const res = await send(a, b, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    expect((await send(a, b, "x".repeat(2000))).statusCode).toBe(201);
    expect((await send(a, b, "hi", { isAdmin: true })).statusCode).toBe(400);
    expect((await send(a, b, "hi", { clientId: "not-a-uuid" })).statusCode).toBe(400);
  });

  it("returns the first message for a retry with the same clientId, never a second", async () => {
    const { a, b } = await matched();
    const clientId = randomUUID();
    const first = await send(a, b, "once", { clientId });
    const retry = await send(a, b, "once", { clientId });
    const [c1, c2] = await Promise.all([
      send(a, b, "racing", { clientId: randomUUID() }),
      send(a, b, "racing", { clientId: (await send(a, b, "x", { clientId: randomUUID() })).json().clientId }),
    ]);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(c1.statusCode).toBe(201);
    expect(c2.statusCode).toBe(200);
    const shared = randomUUID();
    const both = await Promise.all([
      send(a, b, "same", { clientId: shared }),
      send(a, b, "same", { clientId: shared }),
    ]);
    expect(new Set(both.map((r) => r.json().id)).size).toBe(1);
    const history = (await call(a, "GET", `/api/conversations/${a.id}/${b.id}`)).json();
    expect(history.items.filter((m: { content: string }) => m.content === "once")).toHaveLength(1);
    expect(history.items.filter((m: { content: string }) => m.content === "same")).toHaveLength(1);
  });

  it("refuses after a block either way and after an unmatch; history goes too", async () => {
    const { a, b } = await matched();
    await send(a, b, "before");
    expect((await call(b, "POST", "/api/blocks", { blockedUserId: a.id })).statusCode).toBe(201);
    expect((await send(a, b, "after block")).statusCode).toBe(403);
    expect((await call(a, "GET", `/api/conversations/${a.id}/${b.id}`)).statusCode).toBe(403);
    expect((await call(a, "GET", "/api/conversations")).json().items).toEqual([]);
    const { a: c, b: d } = await matched();
    await call(c, "DELETE", `/api/matches/${c.id}/${d.id}`);
    expect((await send(d, c, "after unmatch")).statusCode).toBe(403);
  });

  it("caps a sender per minute with a clear 429 (a retry of a landed send still answers)", async () => {
    const { a, b } = await matched();
    const clientId = randomUUID();
    await send(a, b, "m0", { clientId });
    for (let i = 1; i < 8; i++) expect((await send(a, b, `m${i}`)).statusCode).toBe(201);
    const over = await send(a, b, "one too many");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/8 messages a minute/);
    expect((await send(a, b, "m0", { clientId })).statusCode).toBe(200);
  });

  it("caps conversations opened without a reply, and a reply frees one", async () => {
    const a = await someone("Opener");
    const others = [await someone(), await someone(), await someone()];
    for (const o of others) {
      await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: o.id });
      await call(o, "POST", "/api/match-requests", { fromUserId: o.id, toUserId: a.id });
    }
    const [o1, o2, o3] = others as [SignedIn, SignedIn, SignedIn];
    expect((await send(a, o1, "hey 1")).statusCode).toBe(201);
    expect((await send(a, o2, "hey 2")).statusCode).toBe(201);
    const third = await send(a, o3, "hey 3");
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toMatch(/haven't had a reply/);
    // An open conversation can go on.
    expect((await send(a, o1, "still me")).statusCode).toBe(201);
    expect((await send(o1, a, "hi back")).statusCode).toBe(201);
    expect((await send(a, o3, "hey 3")).statusCode).toBe(201);
  });
});

describe("GET /api/conversations/{userId}/{otherId}", () => {
  it("pages newest first by cursor, 50 at most, each page oldest to newest", async () => {
    const { a, b } = await matched();
    // Written directly: the per-minute cap is not what this test is about.
    const base = Date.now() - 1000_000;
    await testDb(app())
      .insert(messages)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          senderId: i % 2 ? a.id : b.id,
          receiverId: i % 2 ? b.id : a.id,
          content: `n${i}`,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const first = (await call(a, "GET", `/api/conversations/${a.id}/${b.id}?limit=500`)).json();
    expect(first.items).toHaveLength(50);
    expect(first.items[0].content).toBe("n10");
    expect(first.items[49].content).toBe("n59");
    const second = (
      await call(a, "GET", `/api/conversations/${a.id}/${b.id}?cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.items.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `n${i}`),
    );
    expect(second.nextCursor).toBeNull();
    expect((await call(a, "GET", `/api/conversations/${a.id}/${b.id}?cursor=nonsense`)).statusCode).toBe(400);
    expect((await call(a, "GET", `/api/conversations/${b.id}/${a.id}`)).statusCode).toBe(403);
    expect((await call(a, "GET", `/api/conversations/${a.id}/not-a-uuid`)).statusCode).toBe(400);
  });

  it("marks read on open and counts unread for the tab", async () => {
    const { a, b } = await matched();
    await send(a, b, "one");
    await send(a, b, "two");
    expect((await call(b, "GET", "/api/conversations/unread-count")).json()).toEqual({ count: 2 });
    const read = await call(b, "POST", `/api/conversations/${b.id}/${a.id}/read`);
    expect(read.json()).toEqual({ ok: true, marked: 2 });
    expect((await call(b, "GET", "/api/conversations/unread-count")).json()).toEqual({ count: 0 });
    const seen = (await call(a, "GET", `/api/conversations/${a.id}/${b.id}`)).json();
    expect(seen.items.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await call(a, "POST", `/api/conversations/${b.id}/${a.id}/read`)).statusCode).toBe(403);
  });

  it("pages lines that share a millisecond without skipping or repeating one (microsecond cursors)", async () => {
    const { a, b } = await matched();
    // PostgreSQL keeps microseconds, a JavaScript Date milliseconds: seven lines in and around one
    // millisecond, two of them in the very same microsecond (the id breaks that tie).
    const micros = ["122999", "123001", "123002", "123003", "123003", "123004", "124000"];
    await testDb(app())
      .insert(messages)
      .values(
        micros.map((us, i) => ({
          senderId: i % 2 ? a.id : b.id,
          receiverId: i % 2 ? b.id : a.id,
          content: `u${i}`,
          createdAt: sql`${`2025-03-01T10:00:00.${us}Z`}::timestamptz`,
        })),
      );
    const url = `/api/conversations/${a.id}/${b.id}`;
    const whole: string[] = (await call(a, "GET", url)).json().items.map((m: { content: string }) => m.content);
    expect(whole).toHaveLength(7);
    expect([whole[0], whole[6]]).toEqual(["u0", "u6"]);
    for (const limit of [1, 2, 3]) {
      const read: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const page = (await call(a, "GET", `${url}?limit=${limit}${query}`)).json();
        // Pages come newest first, each oldest to newest within.
        read.unshift(...page.items.map((m: { content: string }) => m.content));
        cursor = page.nextCursor;
      } while (cursor);
      expect(read).toEqual(whole);
    }
    const impossible = `2026-02-30T00:00:00.000000Z_${randomUUID()}`;
    expect((await call(a, "GET", `${url}?cursor=${encodeURIComponent(impossible)}`)).statusCode).toBe(400);
  });
});
