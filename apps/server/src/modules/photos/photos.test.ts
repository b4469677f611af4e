import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "down-photos-"));
  app = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A real multipart body, encoded by the platform's own FormData. */
async function multipart(files: Upload[], field = "photos") {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request("http://test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

async function upload(as: SignedIn | null, files: Upload[], field?: string) {
  const body = await multipart(files, field);
  return app.inject({
    method: "POST",
    url: "/api/upload/photos",
    payload: body.payload,
    headers: { ...body.headers, ...(as ? { cookie: as.cookie } : {}) },
  });
}

const deletePhoto = (as: SignedIn | null, photoUrl: string) =>
  app.inject({
    method: "DELETE",
    url: "/api/upload/photos",
    payload: { photoUrl },
    headers: as ? { cookie: as.cookie } : {},
  });

const photosOf = async (as: SignedIn): Promise<string[]> =>
  (await app.inject({ method: "GET", url: `/api/profiles/${as.id}`, headers: { cookie: as.cookie } })).json().photos;

const png = async (): Promise<Upload> => ({
  name: "dot.png",
  type: "image/png",
  bytes: await sharp({ create: { width: 40, height: 40, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer(),
});

/** A landscape phone photo held sideways (orientation 6) that carries GPS coordinates. */
async function jpegWithGps(): Promise<Upload> {
  const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#c33" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 9/1 45/1", GPSLongitudeRef: "W", GPSLongitude: "86/1 46/1 53/1" },
    })
    .toBuffer();
  return { name: "IMG_0001.jpg", type: "image/jpeg", bytes };
}

/** Little-endian TIFF tag 0x8825 is the pointer to the GPS IFD. */
const hasGpsPointer = (exif: Buffer | undefined) => exif?.includes(Buffer.from([0x25, 0x88])) ?? false;

describe("POST /api/upload/photos", () => {
  it("stores an upright, resized WebP with no EXIF or GPS, and adds it to the profile", async () => {
    const me = await signIn(app);
    const photo = await jpegWithGps();
    const original = await sharp(photo.bytes).metadata();
    expect(hasGpsPointer(original.exif)).toBe(true);
    expect(original.orientation).toBe(6);

    const res = await upload(me, [photo]);
    expect(res.statusCode).toBe(200);
    const { urls } = res.json<{ urls: string[] }>();
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
    expect(await photosOf(me)).toEqual(urls);

    const served = await app.inject({ method: "GET", url: urls[0] });
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
    const thumb = await app.inject({ method: "GET", url: urls[0]!.replace(/\.webp$/, "-480.webp") });
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta.format).toBe("webp");
    expect(thumbMeta.exif).toBeUndefined();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([300, 600]);
    expect(thumb.rawPayload.length).toBeLessThan(served.rawPayload.length);
  });

  it("does not enlarge small images, and appends several in order", async () => {
    const me = await signIn(app);
    const res = await upload(me, [await png(), await png()]);
    expect(res.statusCode).toBe(200);
    const { urls } = res.json<{ urls: string[] }>();
    expect(await photosOf(me)).toEqual(urls);
    const stored = await sharp((await app.inject({ method: "GET", url: urls[1] })).rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([40, 40]);
  });

  it("refuses a non-image with 415 and changes nothing", async () => {
    const me = await signIn(app);
    const res = await upload(me, [{ name: "notes.txt", type: "text/plain", bytes: Buffer.from("hello") }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("unsupported_media_type");
    expect(await photosOf(me)).toEqual([]);
  });

  it("refuses bytes that only claim to be an image with 415", async () => {
    const me = await signIn(app);
    const res = await upload(me, [{ name: "fake.png", type: "image/png", bytes: Buffer.from("<svg/> not a png") }]);
    expect(res.statusCode).toBe(415);
    expect(await photosOf(me)).toEqual([]);
  });

  it("refuses a request that is not multipart with 415", async () => {
    const me = await signIn(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/upload/photos",
      payload: { photos: [] },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(415);
  });

  it("refuses more than 6 photos per profile with 400, counting what is already there", async () => {
    const me = await signIn(app);
    const one = await png();
    const seven = await upload(
      me,
      Array.from({ length: 7 }, () => one),
    );
    expect(seven.statusCode).toBe(400);
    expect(await photosOf(me)).toEqual([]);

    expect((await upload(me, [one, one, one, one])).statusCode).toBe(200);
    const overflow = await upload(me, [one, one, one]);
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json().error.message).toContain("2 more");
    expect(await photosOf(me)).toHaveLength(4);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const me = await signIn(app);
    const huge = { name: "huge.png", type: "image/png", bytes: Buffer.alloc(10 * 1024 * 1024 + 1) };
    const res = await upload(me, [huge]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("refuses files sent under another field name with 400", async () => {
    const me = await signIn(app);
    expect((await upload(me, [await png()], "avatar")).statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await upload(null, [await png()])).statusCode).toBe(401);
  });
});

describe("DELETE /api/upload/photos", () => {
  it("removes one's own photo from the profile and from storage", async () => {
    const me = await signIn(app);
    const [first = "", second] = (await upload(me, [await png(), await png()])).json<{ urls: string[] }>().urls;
    const res = await deletePhoto(me, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await photosOf(me)).toEqual([second]);
    expect((await app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: first.replace(/\.webp$/, "-480.webp") })).statusCode).toBe(404);
  });

  it("answers 404 for someone else's photo, and nothing changes", async () => {
    const me = await signIn(app);
    const other = await signIn(app);
    const [theirs = ""] = (await upload(other, [await png()])).json<{ urls: string[] }>().urls;
    expect(theirs).not.toBe("");
    const res = await deletePhoto(me, theirs);
    expect(res.statusCode).toBe(404);
    expect(await photosOf(other)).toEqual([theirs]);
    expect((await app.inject({ method: "GET", url: theirs })).statusCode).toBe(200);
  });

  it("validates the body and needs a session", async () => {
    const me = await signIn(app);
    const bad = await app.inject({
      method: "DELETE",
      url: "/api/upload/photos",
      payload: {},
      headers: { cookie: me.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect((await deletePhoto(null, "/uploads/x.webp")).statusCode).toBe(401);
  });
});

const reorder = (as: SignedIn | null, userId: string, order: unknown) =>
  app.inject({
    method: "PUT",
    url: `/api/profiles/${userId}/photos`,
    payload: { order },
    headers: as ? { cookie: as.cookie } : {},
  });

describe("PUT /api/profiles/{userId}/photos", () => {
  it("saves the new order, and the first photo becomes the card's photo", async () => {
    const me = await signIn(app);
    const urls = (await upload(me, [await png(), await png(), await png()])).json<{ urls: string[] }>().urls;
    const order = [urls[2]!, urls[0]!, urls[1]!];
    const res = await reorder(me, me.id, order);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photos: order });
    expect(await photosOf(me)).toEqual(order);
  });

  it("refuses anything but a rearrangement of the photos already there with 409", async () => {
    const me = await signIn(app);
    const urls = (await upload(me, [await png(), await png()])).json<{ urls: string[] }>().urls;
    const other = await signIn(app);
    const [theirs] = (await upload(other, [await png()])).json<{ urls: string[] }>().urls;
    for (const order of [[urls[0]], [urls[1], theirs], [...urls, theirs], [urls[1], urls[0], "/uploads/x.webp"]]) {
      expect((await reorder(me, me.id, order)).statusCode).toBe(409);
    }
    expect(await photosOf(me)).toEqual(urls);
  });

  it("answers 400 for a repeated photo or a bad body, 403 for someone else's profile, 401 without a session", async () => {
    const me = await signIn(app);
    const other = await signIn(app);
    const urls = (await upload(me, [await png()])).json<{ urls: string[] }>().urls;
    expect((await reorder(me, me.id, [urls[0], urls[0]])).statusCode).toBe(400);
    expect((await reorder(me, me.id, "nope")).statusCode).toBe(400);
    expect((await reorder(me, other.id, urls)).statusCode).toBe(403);
    expect((await reorder(null, me.id, urls)).statusCode).toBe(401);
  });
});

describe("GET /uploads/<file>", () => {
  it("makes a missing thumbnail for a photo stored before thumbnails existed", async () => {
    const me = await signIn(app);
    const [url = ""] = (await upload(me, [await jpegWithGps()])).json<{ urls: string[] }>().urls;
    const thumbUrl = url.replace(/\.webp$/, "-480.webp");
    await rm(path.join(dataDir, "uploads", thumbUrl.slice("/uploads/".length)));
    const res = await app.inject({ method: "GET", url: thumbUrl });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it("serves only stored names", async () => {
    expect((await app.inject({ method: "GET", url: "/uploads/..%2Fdb%2Fpg.webp" })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: "GET", url: "/uploads/00000000-0000-4000-8000-000000000000.webp" })).statusCode,
    ).toBe(404);
  });
});

describe("deleting the account", () => {
  it("removes the stored photo files too", async () => {
    const me = await signIn(app);
    const [url] = (await upload(me, [await png()])).json().urls as string[];
    expect((await app.inject({ method: "GET", url: url! })).statusCode).toBe(200);
    const res = await app.inject({ method: "DELETE", url: `/api/account/${me.id}`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: url! })).statusCode).toBe(404);
  });
});
