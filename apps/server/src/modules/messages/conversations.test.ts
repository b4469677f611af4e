import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "../../db/schema";
import { type SignedIn, testDb } from "../../test/test-app";
import { messagingTestApp } from "./messages.test-helpers";

const { app, call, someone, send } = messagingTestApp();

describe("GET /api/conversations", () => {
  it("lists each match once: last message or question, unread count, newest activity first, paged", async () => {
    const me = await someone("Me");
    const people = [await someone("P0"), await someone("P1"), await someone("P2")];
    for (const p of people) {
      await call(me, "POST", "/api/match-requests", { fromUserId: me.id, toUserId: p.id });
      await call(p, "POST", "/api/match-requests", { fromUserId: p.id, toUserId: me.id });
    }
    const [p0, p1, p2] = people as [SignedIn, SignedIn, SignedIn];
    await send(p0, me, "from p0");
    await send(p0, me, "again p0");
    await call(p1, "POST", "/api/custom-questions", { senderId: p1.id, receiverId: me.id, questionText: "Tacos?" });
    const list = (await call(me, "GET", "/api/conversations")).json();
    expect(list.items.map((c: { name: string }) => c.name)).toEqual(["P1", "P0", "P2"]);
    const [c1, c0, c2] = list.items;
    expect(c1.last).toMatchObject({ kind: "question", text: "Tacos?", senderId: p1.id });
    expect(c0).toMatchObject({ otherId: p0.id, unread: 2, last: { kind: "message", text: "again p0" } });
    expect(c2).toMatchObject({ otherId: p2.id, last: null, unread: 0 });
    const page1 = (await call(me, "GET", "/api/conversations?limit=2")).json();
    expect(page1.items).toHaveLength(2);
    const page2 = (
      await call(me, "GET", `/api/conversations?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`)
    ).json();
    expect(page2.items.map((c: { name: string }) => c.name)).toEqual(["P2"]);
    expect(page2.nextCursor).toBeNull();
    expect((await call(null, "GET", "/api/conversations")).statusCode).toBe(401);
  });

  it("pages conversations whose last lines share a millisecond, each once", async () => {
    const me = await someone("Me");
    const people = [await someone("Q0"), await someone("Q1"), await someone("Q2"), await someone("Q3")];
    for (const p of people) {
      await call(me, "POST", "/api/match-requests", { fromUserId: me.id, toUserId: p.id });
      await call(p, "POST", "/api/match-requests", { fromUserId: p.id, toUserId: me.id });
    }
    const micros = ["500001", "500002", "500002", "500003"];
    await testDb(app())
      .insert(messages)
      .values(
        people.map((p, i) => ({
          senderId: p.id,
          receiverId: me.id,
          content: `last ${i}`,
          createdAt: sql`${`2025-03-01T10:00:00.${micros[i]}Z`}::timestamptz`,
        })),
      );
    const whole: string[] = (await call(me, "GET", "/api/conversations"))
      .json()
      .items.map((c: { name: string }) => c.name);
    expect(whole).toHaveLength(4);
    expect([whole[0], whole[3]]).toEqual(["Q3", "Q0"]);
    const read: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = (await call(me, "GET", `/api/conversations?limit=1${query}`)).json();
      read.push(...page.items.map((c: { name: string }) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(read).toEqual(whole);
  });
});
