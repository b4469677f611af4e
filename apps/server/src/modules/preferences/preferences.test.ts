import { cellOf, snapToCell } from "@down/common/geo-grid";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn } from "../../test/test-app";
import { freshPlace, freshQuestion, ids, north, person, searchAs } from "../search/search.test-helpers";

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
    // The travel place is kept as its grid cell's centre (decision 004); its name stays as typed.
    const cell = snapToCell(40.7, -74);
    const stored = { ...body, manualLocationLat: cell.lat, manualLocationLng: cell.lng };
    expect(res.json()).toEqual(stored);
    const again = await app.inject({ method: "GET", url: `/api/preferences/${me.id}`, headers: as(me.cookie) });
    expect(again.json()).toEqual(stored);
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
  it("stores only the centre of the position's one-mile cell on the profile", async () => {
    const me = await signIn(app);
    const res = await put(`/api/location/${me.id}`, me.cookie, { lat: 36.162_712_3, lng: -86.781_649 });
    expect(res.statusCode).toBe(200);
    const cell = snapToCell(36.162_712_3, -86.781_649);
    expect(res.json()).toEqual(cell);
    const profile = await app.inject({ method: "GET", url: `/api/profiles/${me.id}`, headers: as(me.cookie) });
    expect(profile.json()).toMatchObject({ latitude: cell.lat, longitude: cell.lng });
    expect((await put(`/api/location/${me.id}`, me.cookie, { lat: 91, lng: 0 })).statusCode).toBe(400);
  });

  it("keeps the stored cell for a new position within about 200 m of it, and moves for one farther out", async () => {
    const me = await signIn(app);
    const home = cellOf(36.162_712_3, -86.781_649);
    const northEdge = home.lat + 0.5 / 69.09; // half a cell north of the centre
    const metres = (m: number) => m / 1609.344 / 69.09;
    await put(`/api/location/${me.id}`, me.cookie, { lat: home.lat, lng: home.lng });
    const jitter = await put(`/api/location/${me.id}`, me.cookie, { lat: northEdge + metres(150), lng: home.lng });
    expect(jitter.json()).toEqual({ lat: home.lat, lng: home.lng });
    const moved = await put(`/api/location/${me.id}`, me.cookie, { lat: northEdge + metres(400), lng: home.lng });
    expect(cellOf(moved.json().lat, moved.json().lng).row).toBe(home.row + 1);
  });

  it("treats a travel place the same way: a cell centre, kept for a place within about 200 m of it", async () => {
    const me = await signIn(app);
    const travel = async (lat: number, lng: number) =>
      (await put(`/api/preferences/${me.id}`, me.cookie, { manualLocationLat: lat, manualLocationLng: lng })).json();
    const cell = snapToCell(40.7, -74);
    expect(await travel(40.7, -74)).toMatchObject({ manualLocationLat: cell.lat, manualLocationLng: cell.lng });
    const milesEast = (miles: number) => cell.lng + miles / (69.09 * Math.cos((cell.lat * Math.PI) / 180));
    // About 80 m past the east edge: the same cell. Two miles east: a new one.
    expect(await travel(cell.lat, milesEast(0.55))).toMatchObject({ manualLocationLng: cell.lng });
    expect(await travel(cell.lat, milesEast(2))).toMatchObject({
      manualLocationLng: snapToCell(cell.lat, milesEast(2)).lng,
    });
  });
});

describe("search origin", () => {
  it("searches from the manual location when device location is off, and from the device location again when on", async () => {
    const [home, away] = [freshPlace(), freshPlace()];
    const q = freshQuestion();
    const me = await person(app, { at: home, answers: { [q]: "D" } });
    const local = await person(app, { at: north(home, 3), answers: { [q]: "D" } });
    const traveller = await person(app, { at: north(away, 3), answers: { [q]: "D" } });
    // Nearest first: with two people only the search widens to reach both (docs/decisions/024).
    expect(ids((await searchAs(app, me)).body)[0]).toBe(local.id);
    await put(`/api/preferences/${me.id}`, me.cookie, {
      useDeviceLocation: false,
      manualLocationLat: away.lat,
      manualLocationLng: away.lng,
      manualLocationLabel: "Away",
    });
    expect(ids((await searchAs(app, me)).body)[0]).toBe(traveller.id);
    await put(`/api/preferences/${me.id}`, me.cookie, { useDeviceLocation: true });
    await put(`/api/location/${me.id}`, me.cookie, away);
    expect(ids((await searchAs(app, me)).body)[0]).toBe(traveller.id);
  });
});
