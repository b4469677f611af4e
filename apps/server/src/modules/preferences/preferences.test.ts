import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn } from "../../test/test-app";
import { freshPlace, freshQuestion, ids, north, person, searchAs } from "../matching/search.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (cookie: string) => ({ cookie });
const put = (url: string, cookie: string, payload: unknown) =>
  app.inject({ method: "PUT", url, headers: as(cookie), payload: payload as object });

describe("/api/preferences/{userId}", () => {
  it("starts with the spec's defaults", async () => {
    const me = await signIn(app);
    const res = await app.inject({ method: "GET", url: `/api/preferences/${me.id}`, headers: as(me.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      distanceRadius: 25,
      useDeviceLocation: true,
      manualLocationLat: null,
      manualLocationLng: null,
      manualLocationLabel: null,
      ageMin: 18,
      ageMax: 100,
      verifiedOnly: false,
    });
  });

  it("saves a valid change and returns it", async () => {
    const me = await signIn(app);
    const body = {
      distanceRadius: 999,
      useDeviceLocation: false,
      manualLocationLat: 40.7,
      manualLocationLng: -74,
      manualLocationLabel: "New York, NY",
      ageMin: 24,
      ageMax: 39,
      verifiedOnly: true,
    };
    const res = await put(`/api/preferences/${me.id}`, me.cookie, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    const again = await app.inject({ method: "GET", url: `/api/preferences/${me.id}`, headers: as(me.cookie) });
    expect(again.json()).toEqual(body);
  });

  it.each([
    [{ distanceRadius: 30 }],
    [{ distanceRadius: "25" }],
    [{ useDeviceLocation: "yes" }],
    [{ manualLocationLat: 200, manualLocationLng: 0 }],
    [{ manualLocationLat: 10 }],
    [{ manualLocationLat: 10, manualLocationLng: null }],
    [{ colour: "blue" }],
  ])("rejects %j with 400 and changes nothing", async (body) => {
    const me = await signIn(app);
    const res = await put(`/api/preferences/${me.id}`, me.cookie, body);
    expect(res.statusCode).toBe(400);
    const after = await app.inject({ method: "GET", url: `/api/preferences/${me.id}`, headers: as(me.cookie) });
    expect(after.json().distanceRadius).toBe(25);
  });

  it("refuses another user's preferences with 403, and strangers with 401", async () => {
    const [me, other] = [await signIn(app), await signIn(app)];
    expect(
      (await app.inject({ method: "GET", url: `/api/preferences/${other.id}`, headers: as(me.cookie) })).statusCode,
    ).toBe(403);
    expect((await put(`/api/preferences/${other.id}`, me.cookie, { distanceRadius: 5 })).statusCode).toBe(403);
    expect((await put(`/api/location/${other.id}`, me.cookie, { lat: 1, lng: 2 })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: `/api/preferences/${me.id}` })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/api/preferences/not-a-uuid", headers: as(me.cookie) })).statusCode,
    ).toBe(400);
  });
});

describe("PUT /api/location/{userId}", () => {
  it("stores the device location on the profile, rounded to 3 decimals", async () => {
    const me = await signIn(app);
    const res = await put(`/api/location/${me.id}`, me.cookie, { lat: 36.162_712_3, lng: -86.781_649 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lat: 36.163, lng: -86.782 });
    const profile = await app.inject({ method: "GET", url: `/api/profiles/${me.id}`, headers: as(me.cookie) });
    expect(profile.json()).toMatchObject({ latitude: 36.163, longitude: -86.782 });
    expect((await put(`/api/location/${me.id}`, me.cookie, { lat: 91, lng: 0 })).statusCode).toBe(400);
  });
});

describe("search origin", () => {
  it("searches from the manual location when device location is off, and from the device location again when on", async () => {
    const [home, away] = [freshPlace(), freshPlace()];
    const q = freshQuestion();
    const me = await person(app, { at: home, answers: { [q]: "D" } });
    const local = await person(app, { at: north(home, 3), answers: { [q]: "D" } });
    const traveller = await person(app, { at: north(away, 3), answers: { [q]: "D" } });
    expect(ids((await searchAs(app, me)).body)).toEqual([local.id]);
    await put(`/api/preferences/${me.id}`, me.cookie, {
      useDeviceLocation: false,
      manualLocationLat: away.lat,
      manualLocationLng: away.lng,
      manualLocationLabel: "Away",
    });
    expect(ids((await searchAs(app, me)).body)).toEqual([traveller.id]);
    await put(`/api/preferences/${me.id}`, me.cookie, { useDeviceLocation: true });
    await put(`/api/location/${me.id}`, me.cookie, away);
    expect(ids((await searchAs(app, me)).body)).toEqual([traveller.id]);
  });
});
