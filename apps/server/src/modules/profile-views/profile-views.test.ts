import { recentlyViewedPageSchema } from "@down/common/schemas/profile-views";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileViews } from "../../db/schema";
import { createTestApp, type SignedIn, signInReady, testDb } from "../../test/test-app";
import { person } from "../search/search.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
const view = (as: SignedIn, other: SignedIn) => call(as, "POST", "/api/profile-views", { viewedUserId: other.id });
const notificationsOf = async (as: SignedIn) =>
  (await call(as, "GET", "/api/notifications")).json().items as Array<{ type: string; title: string; read: boolean }>;
const recent = async (as: SignedIn, query = "") => {
  const res = await call(as, "GET", `/api/recently-viewed${query}`);
  expect(res.statusCode).toBe(200);
  return recentlyViewedPageSchema.parse(res.json());
};

describe("profile views", () => {
  it("bundles views into one notification a day, counting each viewer once", async () => {
    const b = await signInReady(app);
    const viewers = [await signInReady(app), await signInReady(app), await signInReady(app)];
    expect((await view(viewers[0]!, b)).statusCode).toBe(200);
    expect(await notificationsOf(b)).toEqual([
      expect.objectContaining({ type: "view", title: "1 person viewed your profile today", read: false }),
    ]);
    await call(b, "POST", "/api/notifications/read-all");
    // The same viewer again the same day counts once.
    await view(viewers[0]!, b);
    expect((await notificationsOf(b))[0]).toMatchObject({ title: "1 person viewed your profile today", read: true });
    await view(viewers[1]!, b);
    await view(viewers[2]!, b);
    const notes = await notificationsOf(b);
    expect(notes).toEqual([expect.objectContaining({ title: "3 people viewed your profile today", read: false })]);
    expect((await call(b, "GET", "/api/notifications/unread-count")).json()).toEqual({ count: 1 });
  });

  it("a viewer hidden from searches leaves no view, but keeps them in their own Recently viewed", async () => {
    const b = await signInReady(app);
    const hidden = await person(app, { at: null, answers: {}, appearInSearches: false });
    expect((await view(hidden, b)).statusCode).toBe(200);
    expect(await notificationsOf(b)).toEqual([]);
    expect((await recent(hidden)).items.map((i) => i.profile.id)).toEqual([b.id]);
  });

  it("records nothing for oneself, 404s someone one may not see, 400s a bad body", async () => {
    const a = await signInReady(app);
    const hidden = await person(app, { at: null, answers: {}, appearInSearches: false });
    expect((await view(a, a)).statusCode).toBe(200);
    expect((await recent(a)).items).toEqual([]);
    expect((await view(a, hidden)).statusCode).toBe(404);
    expect((await call(a, "POST", "/api/profile-views", { viewedUserId: "x" })).statusCode).toBe(400);
    expect((await call(a, "POST", "/api/profile-views", { viewedUserId: hidden.id, extra: 1 })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: "POST", url: "/api/profile-views", payload: { viewedUserId: a.id } })).statusCode,
    ).toBe(401);
  });
});

describe("GET /api/recently-viewed", () => {
  it("lists the people viewed, newest first, once each, paged, with cards and favourites", async () => {
    const a = await signInReady(app);
    const [b, c, d] = [
      await person(app, { at: null, answers: {}, name: "Bea" }),
      await person(app, { at: null, answers: {}, name: "Cal" }),
      await person(app, { at: null, answers: {}, name: "Dee" }),
    ];
    for (const other of [b, c, d]) await view(a, other);
    // Viewing Bea again makes her the newest.
    await new Promise((r) => setTimeout(r, 5));
    await view(a, b);
    await call(a, "PUT", `/api/favorites/${c.id}`);
    const first = await recent(a, "?limit=2");
    expect(first.items.map((i) => i.profile.name)).toEqual(["Bea", "Dee"]);
    expect(first.nextCursor).toBe(2);
    const second = await recent(a, "?limit=2&cursor=2");
    expect(second.items).toEqual([
      expect.objectContaining({
        favorite: true,
        viewedAt: expect.any(String),
        profile: expect.objectContaining({ name: "Cal", status: "New" }),
      }),
    ]);
    expect(second.nextCursor).toBeNull();
    const text = JSON.stringify(first);
    expect(text).not.toMatch(/latitude|longitude|phone/);
    // Out-of-range sizes are clamped, not refused.
    expect((await recent(a, "?limit=5000")).items).toHaveLength(3);
    expect((await call(a, "GET", "/api/recently-viewed?cursor=-1")).statusCode).toBe(400);
  });

  it("the Favourites filter lists saved people, viewed or not, and survives as server state", async () => {
    const a = await signInReady(app);
    const [b, c] = [await person(app, { at: null, answers: {} }), await person(app, { at: null, answers: {} })];
    await view(a, b);
    await call(a, "PUT", `/api/favorites/${c.id}`);
    const favs = await recent(a, "?favorites=true");
    expect(favs.items).toEqual([expect.objectContaining({ favorite: true, viewedAt: null })]);
    expect(favs.items[0]!.profile.id).toBe(c.id);
    await call(a, "DELETE", `/api/favorites/${c.id}`);
    expect((await recent(a, "?favorites=true")).items).toEqual([]);
  });

  it("leaves out people blocked either way and people who hid from searches since", async () => {
    const a = await signInReady(app);
    const [b, c, d] = [
      await person(app, { at: null, answers: {} }),
      await person(app, { at: null, answers: {} }),
      await person(app, { at: null, answers: {} }),
    ];
    for (const other of [b, c, d]) await view(a, other);
    await call(b, "POST", "/api/blocks", { blockedUserId: a.id });
    await call(a, "POST", "/api/blocks", { blockedUserId: c.id });
    await call(d, "PATCH", `/api/profiles/${d.id}`, { appearInSearches: false });
    expect((await recent(a)).items).toEqual([]);
    // The rows stay (the block may be lifted); only the list hides them.
    expect(await testDb(app).select().from(profileViews).where(eq(profileViews.viewerId, a.id))).toHaveLength(3);
  });

  it("marks matches as Matched", async () => {
    const [a, b] = [await signInReady(app), await person(app, { at: null, answers: {} })];
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    await view(a, b);
    expect((await recent(a)).items[0]!.profile.status).toBe("Matched");
  });
});
