import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { blocks, invites } from "../../db/schema";
import { type BusEvent, memoryBus } from "../../realtime/bus";
import { createTestApp, signIn, testDb } from "../../test/test-app";
import { api, inHours, match, matchedPair, person } from "./dates.test-helpers";

let app: FastifyInstance;
let db: Db;
let http: ReturnType<typeof api>;
const bus = memoryBus();
beforeAll(async () => {
  app = await createTestApp({}, { bus });
  db = testDb(app);
  http = api(app);
});
afterAll(() => app.close());

describe("POST /api/invites", () => {
  it("a match gets a pending invite, a notification and a realtime event", async () => {
    const { a, b } = await matchedPair(app);
    const seen: BusEvent[] = [];
    const stop = bus.subscribe(b.id, (event) => seen.push(event));
    const at = inHours(48);
    const res = await http.invite(a, b, {
      proposedDateTime: at,
      proposedLocation: "Centennial Park",
      message: "Coffee and a walk?",
      status: "pending",
      createdAt: new Date().toISOString(),
    });
    stop();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      senderId: a.id,
      receiverId: b.id,
      dateType: "hang",
      status: "pending",
      proposedDateTime: new Date(at).toISOString(),
      proposedLocation: "Centennial Park",
      message: "Coffee and a walk?",
      direction: "sent",
      matchId: expect.any(String),
    });
    const [note] = await http.notes(b);
    expect(note).toMatchObject({ type: "invite", title: "New date invite", body: "Ada invited you on a hang" });
    expect(seen).toContainEqual(expect.objectContaining({ type: "invite", action: "sent", inviteId: res.json().id }));
  });

  it("only between matched people (403), never to oneself (400)", async () => {
    const a = await person(app, "Al");
    const c = await person(app, "Cy");
    expect((await http.invite(a, c)).statusCode).toBe(403);
    expect((await http.invite(a, a)).statusCode).toBe(400);
  });

  it("the sender must be the session's user (403) and sign-in is required (401)", async () => {
    const { a, b } = await matchedPair(app);
    const res = await http.call(a, "POST", "/api/invites", { senderId: b.id, receiverId: a.id, dateType: "hang" });
    expect(res.statusCode).toBe(403);
    const anon = await http.call(null, "POST", "/api/invites", { senderId: a.id, receiverId: b.id, dateType: "hang" });
    expect(anon.statusCode).toBe(401);
  });

  it("refuses bad input with a clear 400: no type, a past time, a long message, control characters", async () => {
    const { a, b } = await matchedPair(app);
    const noType = await http.call(a, "POST", "/api/invites", { senderId: a.id, receiverId: b.id });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.message).toBe("Please choose romantic, hang or play");
    const past = await http.invite(a, b, { proposedDateTime: inHours(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe("Please choose a time that is not in the past");
    expect((await http.invite(a, b, { message: "x".repeat(501) })).statusCode).toBe(400);
    expect((await http.invite(a, b, { proposedLocation: "a\u0000b" })).statusCode).toBe(400);
    expect((await http.invite(a, b, { proposedDateTime: "tomorrow" })).statusCode).toBe(400);
    expect((await http.invite(a, b, { extra: 1 })).statusCode).toBe(400);
    expect((await http.invite(a, b, { message: "x".repeat(500) })).statusCode).toBe(201);
  });

  it("one pending invite per pair and direction (409), the other way is fine", async () => {
    const { a, b } = await matchedPair(app);
    const [first, second] = await Promise.all([http.invite(a, b), http.invite(a, b, { dateType: "play" })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error.message).toBe("You already have a pending invite to Bea");
    expect((await http.invite(b, a)).statusCode).toBe(201);
    // Once answered, a new one may go out.
    const pending = (await http.invitesOf(a)).json().find((i: { direction: string }) => i.direction === "sent");
    await http.answer(b, pending.id, "declined");
    expect((await http.invite(a, b)).statusCode).toBe(201);
  });

  it("blocked either way: 404, and the invites vanish from both lists", async () => {
    const { a, b } = await matchedPair(app);
    expect((await http.invite(a, b)).statusCode).toBe(201);
    await db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect((await http.invite(a, b)).statusCode).toBe(404);
    expect((await http.invitesOf(a)).json()).toEqual([]);
    expect((await http.invitesOf(b)).json()).toEqual([]);
  });

  it("limits invites a day (429)", async () => {
    const a = await person(app, "Busy");
    const b = await person(app, "Bo");
    await match(app, a, b);
    const rows = Array.from({ length: 30 }, () => ({
      senderId: a.id,
      receiverId: b.id,
      dateType: "hang" as const,
      status: "declined" as const,
    }));
    await db.insert(invites).values(rows);
    const res = await http.invite(a, b);
    expect(res.statusCode).toBe(429);
  });
});

describe("GET /api/invites/for/{userId}", () => {
  it("lists sent and received invites, each marked, with the other person's name", async () => {
    const { a, b } = await matchedPair(app);
    await http.invite(a, b, { dateType: "romantic" });
    await http.invite(b, a, { dateType: "play" });
    const list = (await http.invitesOf(a)).json();
    expect(list).toHaveLength(2);
    expect(list).toContainEqual(
      expect.objectContaining({
        direction: "sent",
        dateType: "romantic",
        other: expect.objectContaining({ id: b.id, name: "Bea Smith" }),
      }),
    );
    expect(list).toContainEqual(expect.objectContaining({ direction: "received", dateType: "play" }));
    expect(JSON.stringify(list)).not.toContain(b.phone);
  });

  it("another person's list is 403; a bad id is 400", async () => {
    const { a, b } = await matchedPair(app);
    expect((await http.call(a, "GET", `/api/invites/for/${b.id}`)).statusCode).toBe(403);
    expect((await http.call(a, "GET", "/api/invites/for/nope")).statusCode).toBe(400);
    expect((await http.call(null, "GET", `/api/invites/for/${a.id}`)).statusCode).toBe(401);
  });
});

describe("PATCH /api/invites/{id}", () => {
  it("accepting makes a scheduled date at the proposed time and place for both, and tells the sender", async () => {
    const { a, b } = await matchedPair(app);
    const at = inHours(24);
    const invite = (await http.invite(a, b, { proposedDateTime: at, proposedLocation: "Pinewood Social" })).json();
    const res = await http.answer(b, invite.id, "accepted");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "accepted",
      respondedAt: expect.any(String),
      dateEventId: expect.any(String),
    });
    for (const who of [a, b]) {
      const dates = (await http.datesOf(who)).json();
      expect(dates).toEqual([
        expect.objectContaining({
          id: res.json().dateEventId,
          inviteId: invite.id,
          status: "scheduled",
          dateType: "hang",
          scheduledAt: new Date(at).toISOString(),
          location: "Pinewood Social",
          reviewedByMe: false,
        }),
      ]);
    }
    expect((await http.notes(a))[0]).toMatchObject({ type: "invite", body: "Bea accepted your hang invite" });
  });

  it("an invite with no time needs one when accepted; the receiver may also propose another", async () => {
    const { a, b } = await matchedPair(app);
    const open = (await http.invite(a, b)).json();
    const noTime = await http.answer(b, open.id, "accepted");
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().error.message).toMatch(/choose one/);
    expect((await http.answer(b, open.id, "accepted", { scheduledAt: inHours(-3) })).statusCode).toBe(409);
    const at = inHours(72);
    expect((await http.answer(b, open.id, "accepted", { scheduledAt: at })).statusCode).toBe(200);
    expect((await http.datesOf(a)).json()[0].scheduledAt).toBe(new Date(at).toISOString());
  });

  it("an invite whose time passed while pending asks for a new time (409)", async () => {
    const { a, b } = await matchedPair(app);
    const invite = (await http.invite(a, b, { proposedDateTime: inHours(1) })).json();
    await db
      .update(invites)
      .set({ proposedDateTime: new Date(Date.now() - 3_600_000) })
      .where(eq(invites.id, invite.id));
    const res = await http.answer(b, invite.id, "accepted");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This invite's time has passed: please choose a new time");
  });

  it("the receiver declines, the sender cancels; each tells the other", async () => {
    const { a, b } = await matchedPair(app);
    const one = (await http.invite(a, b)).json();
    expect((await http.answer(b, one.id, "declined")).json()).toMatchObject({ status: "declined", dateEventId: null });
    expect((await http.notes(a))[0]).toMatchObject({ body: "Bea declined your hang invite" });
    const two = (await http.invite(a, b, { dateType: "romantic" })).json();
    expect((await http.answer(a, two.id, "cancelled")).json()).toMatchObject({ status: "cancelled" });
    expect((await http.notes(b))[0]).toMatchObject({ body: "Ada cancelled their romantic date invite" });
    expect((await http.datesOf(a)).json()).toEqual([]);
  });

  it("wrong person for the change: 403; finished invites: 409 with the reason; strangers: 404", async () => {
    const { a, b } = await matchedPair(app);
    const stranger = await signIn(app);
    const invite = (await http.invite(a, b, { proposedDateTime: inHours(5) })).json();
    expect((await http.answer(a, invite.id, "accepted")).statusCode).toBe(403);
    expect((await http.answer(a, invite.id, "declined")).statusCode).toBe(403);
    expect((await http.answer(b, invite.id, "cancelled")).statusCode).toBe(403);
    expect((await http.answer(stranger, invite.id, "accepted")).statusCode).toBe(404);
    expect((await http.answer(b, invite.id, "accepted")).statusCode).toBe(200);
    for (const [who, to] of [
      [b, "accepted"],
      [b, "declined"],
      [a, "cancelled"],
    ] as const) {
      const res = await http.answer(who, invite.id, to);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe("This invite was already accepted");
    }
    expect((await http.answer(b, invite.id, "pending")).statusCode).toBe(400);
    expect((await http.call(b, "PATCH", "/api/invites/not-an-id", { status: "declined" })).statusCode).toBe(400);
    expect((await http.datesOf(b)).json()).toHaveLength(1);
  });

  it("two answers at once: one wins, the other is a 409, one date", async () => {
    const { a, b } = await matchedPair(app);
    const invite = (await http.invite(a, b, { proposedDateTime: inHours(5) })).json();
    const results = await Promise.all([http.answer(b, invite.id, "accepted"), http.answer(a, invite.id, "cancelled")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const dates = (await http.datesOf(a)).json();
    expect(dates.length).toBe(results[0]!.statusCode === 200 ? 1 : 0);
  });
});
