import { notificationsPageSchema } from "@down/common/schemas/notifications";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";
import { person } from "../search/search.test-helpers";
import { addNotifications } from "./notifications.service";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST", url: string) =>
  app.inject({ method, url, headers: { cookie: as.cookie } });
const page = async (as: SignedIn, query = "") => {
  const res = await call(as, "GET", `/api/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return notificationsPageSchema.parse(res.json());
};
const unread = async (as: SignedIn) => (await call(as, "GET", "/api/notifications/unread-count")).json().count;

/** n system notes, "Note 0" the oldest, a second apart (PGlite's clock can give two inserts the same time). */
async function notes(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await addNotifications(testDb(app), [{ userId, type: "system", title: `Note ${i}` }]);
  }
  await testDb(app).execute(
    sql`update notifications set created_at = now() - interval '1 hour' + (substring(title from 6)::int * interval '1 second') where user_id = ${userId} and type = 'system'`,
  );
}

describe("notifications", () => {
  it("pages through notifications made within one millisecond without skipping or repeating any", async () => {
    const a = await signIn(app);
    await notes(a.id, 5);
    // Five rows, microseconds apart inside one millisecond: the cursor (a JavaScript Date) cannot tell them apart.
    await testDb(app).execute(
      sql`update notifications set created_at = '2026-01-01T10:00:00.123000Z'::timestamptz + (random() * interval '900 microseconds') where user_id = ${a.id}`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next = await page(a, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...next.items.map((n) => n.title));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(["Note 0", "Note 1", "Note 2", "Note 3", "Note 4"]);
  });

  it("lists newest first with the actor's name and photo, paged by cursor", async () => {
    const a = await signIn(app);
    const bea = await person(app, { at: null, answers: {}, name: "Bea" });
    await notes(a.id, 3);
    await app.inject({
      method: "POST",
      url: "/api/match-requests",
      headers: { cookie: bea.cookie },
      payload: { fromUserId: bea.id, toUserId: a.id },
    });
    const first = await page(a, "?limit=2");
    expect(first.items.map((n) => n.type)).toEqual(["match-request", "system"]);
    expect(first.items[0]).toMatchObject({ actorId: bea.id, actor: { name: "Bea" }, read: false });
    expect(first.items[1]).toMatchObject({ actorId: null, actor: null, title: "Note 2" });
    const second = await page(a, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.title)).toEqual(["Note 1", "Note 0"]);
    expect(second.nextCursor).toBeNull();
    expect((await page(a, "?limit=999")).items).toHaveLength(4);
    expect((await call(a, "GET", "/api/notifications?cursor=nope")).statusCode).toBe(400);
  });

  it("marks one read, then all read, and the unread count follows", async () => {
    const a = await signIn(app);
    await notes(a.id, 3);
    expect(await unread(a)).toBe(3);
    const [newest] = (await page(a)).items;
    const res = await call(a, "POST", `/api/notifications/${newest!.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(await unread(a)).toBe(2);
    expect((await page(a)).items.map((n) => n.read)).toEqual([true, false, false]);
    expect((await call(a, "POST", "/api/notifications/read-all")).json()).toEqual({ ok: true, marked: 2 });
    expect(await unread(a)).toBe(0);
  });

  it("another user's notification is 404 and stays unread; bad ids 400; signed out 401", async () => {
    const [a, b] = [await signIn(app), await signIn(app)];
    await notes(b.id, 1);
    const [theirs] = (await page(b)).items;
    expect((await call(a, "POST", `/api/notifications/${theirs!.id}/read`)).statusCode).toBe(404);
    await call(a, "POST", "/api/notifications/read-all");
    expect(await unread(b)).toBe(1);
    expect((await page(a)).items).toEqual([]);
    expect((await call(a, "POST", "/api/notifications/not-an-id/read")).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/notifications/unread-count" })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: "/api/notifications/read-all" })).statusCode).toBe(401);
  });
});
