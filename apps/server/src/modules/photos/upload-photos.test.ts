import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signIn } from "../../test/test-app";
import { jpegWithGps, photosTestApp, png } from "./photos.test-helpers";

const t = photosTestApp();

/** Little-endian TIFF tag 0x8825 is the pointer to the GPS IFD. */
const hasGpsPointer = (exif: Buffer | undefined) => exif?.includes(Buffer.from([0x25, 0x88])) ?? false;

describe("POST /api/upload/photos", () => {
  it("stores an upright, resized WebP with no EXIF or GPS, and adds it to the profile", async () => {
    const me = await signIn(t.app);
    const photo = await jpegWithGps();
    const original = await sharp(photo.bytes).metadata();
    expect(hasGpsPointer(original.exif)).toBe(true);
    expect(original.orientation).toBe(6);

    const res = await t.upload(me, [photo]);
    expect(res.statusCode).toBe(200);
    const { urls } = res.json<{ urls: string[] }>();
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
    expect(await t.photosOf(me)).toEqual(urls);

    const served = await t.app.inject({ method: "GET", url: urls[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    // Rotated upright (portrait), then fitted inside 1080x1350 without stretching.
    expect([stored.width, stored.height]).toEqual([675, 1350]);

    // Its 480 px thumbnail sits beside it, for cards (srcset).
    const thumb = await t.app.inject({ method: "GET", url: urls[0]!.replace(/\.webp$/, "-480.webp") });
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta.format).toBe("webp");
    expect(thumbMeta.exif).toBeUndefined();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([300, 600]);
    expect(thumb.rawPayload.length).toBeLessThan(served.rawPayload.length);
  });

  it("does not enlarge small images, and appends several in order", async () => {
    const me = await signIn(t.app);
    const res = await t.upload(me, [await png(), await png()]);
    expect(res.statusCode).toBe(200);
    const { urls } = res.json<{ urls: string[] }>();
    expect(await t.photosOf(me)).toEqual(urls);
    const stored = await sharp((await t.app.inject({ method: "GET", url: urls[1] })).rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([40, 40]);
  });

  it("refuses a non-image with 415 and changes nothing", async () => {
    const me = await signIn(t.app);
    const res = await t.upload(me, [{ name: "notes.txt", type: "text/plain", bytes: Buffer.from("hello") }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("unsupported_media_type");
    expect(await t.photosOf(me)).toEqual([]);
  });

  it("refuses bytes that only claim to be an image with 415", async () => {
    const me = await signIn(t.app);
    const res = await t.upload(me, [{ name: "fake.png", type: "image/png", bytes: Buffer.from("<svg/> not a png") }]);
    expect(res.statusCode).toBe(415);
    expect(await t.photosOf(me)).toEqual([]);
  });

  it("refuses a request that is not multipart with 415", async () => {
    const me = await signIn(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/upload/photos",
      payload: { photos: [] },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(415);
  });

  it("refuses more than 6 photos per profile with 400, counting what is already there", async () => {
    const me = await signIn(t.app);
    const one = await png();
    const seven = await t.upload(
      me,
      Array.from({ length: 7 }, () => one),
    );
    expect(seven.statusCode).toBe(400);
    expect(await t.photosOf(me)).toEqual([]);

    expect((await t.upload(me, [one, one, one, one])).statusCode).toBe(200);
    const overflow = await t.upload(me, [one, one, one]);
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json().error.message).toContain("2 more");
    expect(await t.photosOf(me)).toHaveLength(4);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const me = await signIn(t.app);
    const huge = { name: "huge.png", type: "image/png", bytes: Buffer.alloc(10 * 1024 * 1024 + 1) };
    const res = await t.upload(me, [huge]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("refuses files sent under another field name with 400", async () => {
    const me = await signIn(t.app);
    expect((await t.upload(me, [await png()], "avatar")).statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await t.upload(null, [await png()])).statusCode).toBe(401);
  });
});
