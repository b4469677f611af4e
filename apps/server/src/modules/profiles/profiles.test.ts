import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";

let app: FastifyInstance;
let me: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  me = await signIn(app);
  other = await signIn(app);
});
afterAll(() => app.close());

const getProfile = (as: SignedIn, userId: string) =>
  app.inject({ method: "GET", url: `/api/profiles/${userId}`, headers: { cookie: as.cookie } });
const patchProfile = (as: SignedIn, userId: string, payload: object) =>
  app.inject({ method: "PATCH", url: `/api/profiles/${userId}`, headers: { cookie: as.cookie }, payload });

describe("own profile", () => {
  it("exists from the first sign-in, with the spec's defaults", async () => {
    const res = await getProfile(me, me.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: me.id,
      verified: false,
      rating: 0,
      reviewCount: 0,
      dateCount: 0,
      acceptingMatches: true,
      interestedIn: ["Everyone"],
      photos: [],
    });
  });

  it("saves a partial update", async () => {
    const res = await patchProfile(me, me.id, {
      name: "Ada",
      age: 29,
      interests: ["Hiking", "Hiking", "Jazz"],
      gender: "Female",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Ada", age: 29, interests: ["Hiking", "Jazz"], gender: "Female" });
    const me2 = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: me.cookie } });
    expect(me2.json().name).toBe("Ada");
  });

  it.each([
    [{ age: 17 }, "Must be at least 18"],
    [{ age: 101 }, "Invalid age"],
    [{ gender: "Robot" }, "Please choose your gender from the list"],
    [{ interestedIn: ["Aliens"] }, "Please choose Men, Women, Couples or Everyone"],
    [{ acceptingMatches: "yes" }, "Please turn Accepting new matches on or off"],
    [{ age: 29.5 }, "Please enter your age as a whole number"],
    [{ age: "thirty" }, "Please enter your age as a whole number"],
    [{ bio: "x".repeat(1001) }, "Keep your bio under 1,000 characters"],
    [{ phone: "+16155550000" }, "phone"],
  ])("rejects %j with a clear 400 and changes nothing", async (payload, message) => {
    const before = (await getProfile(me, me.id)).json();
    const res = await patchProfile(me, me.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect((await getProfile(me, me.id)).json()).toEqual(before);
  });
});

describe("a findable field once set", () => {
  it.each([
    [{ age: null }, "Please enter your age"],
    [{ name: null }, "Please enter your name"],
    [{ name: "" }, "Please enter your name"],
    [{ gender: null }, "Please choose your gender"],
    [{ interestedIn: [] }, "Please choose who you're interested in"],
    [{ age: null, bio: "Still here" }, "Please enter your age"],
  ])("cannot be emptied by %j: 400 with the field's message, nothing changes", async (payload, message) => {
    await patchProfile(me, me.id, { name: "Ada", age: 29, gender: "Female", interestedIn: ["Men"] });
    const before = (await getProfile(me, me.id)).json();
    const res = await patchProfile(me, me.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await getProfile(me, me.id)).json()).toEqual(before);
  });

  it("may still change, and a field never set may stay unset", async () => {
    const fresh = await signIn(app);
    const res = await patchProfile(fresh, fresh.id, { age: null, gender: null, bio: "New here" });
    expect(res.statusCode).toBe(200);
    expect((await patchProfile(me, me.id, { age: 30, gender: "Non-binary" })).json()).toMatchObject({
      age: 30,
      gender: "Non-binary",
    });
  });
});

describe("someone else's id", () => {
  it("is refused with 403 on read", async () => {
    expect((await getProfile(me, other.id)).statusCode).toBe(403);
  });

  it("is refused with 403 on update, and nothing changes", async () => {
    const res = await patchProfile(me, other.id, { name: "Hijacked" });
    expect(res.statusCode).toBe(403);
    expect((await getProfile(other, other.id)).json().name).toBeNull();
  });

  it("rejects a malformed id with 400", async () => {
    expect((await getProfile(me, "not-a-uuid")).statusCode).toBe(400);
  });
});
