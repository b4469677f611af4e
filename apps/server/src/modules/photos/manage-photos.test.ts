import { rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/test-app";
import { jpegWithGps, photosTestApp, png } from "./photos.test-helpers";

const t = photosTestApp();

describe("DELETE /api/upload/photos", () => {
  it("removes one's own photo from the profile and from storage", async () => {
    const me = await signIn(t.app);
    const [first = "", second] = (await t.upload(me, [await png(), await png()])).json<{ urls: string[] }>().urls;
    const res = await t.deletePhoto(me, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.photosOf(me)).toEqual([second]);
    expect((await t.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: first.replace(/\.webp$/, "-480.webp") })).statusCode).toBe(404);
  });

  it("answers 404 for someone else's photo, and nothing changes", async () => {
    const me = await signIn(t.app);
    const other = await signIn(t.app);
    const [theirs = ""] = (await t.upload(other, [await png()])).json<{ urls: string[] }>().urls;
    expect(theirs).not.toBe("");
    const res = await t.deletePhoto(me, theirs);
    expect(res.statusCode).toBe(404);
    expect(await t.photosOf(other)).toEqual([theirs]);
    expect((await t.app.inject({ method: "GET", url: theirs })).statusCode).toBe(200);
  });

  it("validates the body and needs a session", async () => {
    const me = await signIn(t.app);
    const bad = await t.app.inject({
      method: "DELETE",
      url: "/api/upload/photos",
      payload: {},
      headers: { cookie: me.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.deletePhoto(null, "/uploads/x.webp")).statusCode).toBe(401);
  });
});

const reorder = (as: SignedIn | null, userId: string, order: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/profiles/${userId}/photos`,
    payload: { order },
    headers: as ? { cookie: as.cookie } : {},
  });

describe("PUT /api/profiles/{userId}/photos", () => {
  it("saves the new order, and the first photo becomes the card's photo", async () => {
    const me = await signIn(t.app);
    const urls = (await t.upload(me, [await png(), await png(), await png()])).json<{ urls: string[] }>().urls;
    const order = [urls[2]!, urls[0]!, urls[1]!];
    const res = await reorder(me, me.id, order);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photos: order });
    expect(await t.photosOf(me)).toEqual(order);
  });

  it("refuses anything but a rearrangement of the photos already there with 409", async () => {
    const me = await signIn(t.app);
    const urls = (await t.upload(me, [await png(), await png()])).json<{ urls: string[] }>().urls;
    const other = await signIn(t.app);
    const [theirs] = (await t.upload(other, [await png()])).json<{ urls: string[] }>().urls;
    for (const order of [[urls[0]], [urls[1], theirs], [...urls, theirs], [urls[1], urls[0], "/uploads/x.webp"]]) {
      expect((await reorder(me, me.id, order)).statusCode).toBe(409);
    }
    expect(await t.photosOf(me)).toEqual(urls);
  });

  it("answers 400 for a repeated photo or a bad body, 403 for someone else's profile, 401 without a session", async () => {
    const me = await signIn(t.app);
    const other = await signIn(t.app);
    const urls = (await t.upload(me, [await png()])).json<{ urls: string[] }>().urls;
    expect((await reorder(me, me.id, [urls[0], urls[0]])).statusCode).toBe(400);
    expect((await reorder(me, me.id, "nope")).statusCode).toBe(400);
    expect((await reorder(me, other.id, urls)).statusCode).toBe(403);
    expect((await reorder(null, me.id, urls)).statusCode).toBe(401);
  });
});

describe("GET /uploads/<file>", () => {
  it("makes a missing thumbnail for a photo stored before thumbnails existed", async () => {
    const me = await signIn(t.app);
    const [url = ""] = (await t.upload(me, [await jpegWithGps()])).json<{ urls: string[] }>().urls;
    const thumbUrl = url.replace(/\.webp$/, "-480.webp");
    await rm(path.join(t.dataDir, "uploads", thumbUrl.slice("/uploads/".length)));
    const res = await t.app.inject({ method: "GET", url: thumbUrl });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it("serves only stored names", async () => {
    expect((await t.app.inject({ method: "GET", url: "/uploads/..%2Fdb%2Fpg.webp" })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: "GET", url: "/uploads/00000000-0000-4000-8000-000000000000.webp" })).statusCode,
    ).toBe(404);
  });
});

describe("deleting the account", () => {
  it("removes the stored photo files too", async () => {
    const me = await signIn(t.app);
    const [url] = (await t.upload(me, [await png()])).json().urls as string[];
    expect((await t.app.inject({ method: "GET", url: url! })).statusCode).toBe(200);
    const res = await t.app.inject({ method: "DELETE", url: `/api/account/${me.id}`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: url! })).statusCode).toBe(404);
  });
});
