import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { allowanceUses, photoVerifications, profiles } from "../../db/schema";
import { MAX_INPUT_PIXELS } from "../../lib/photo-limits";
import { type SignedIn, signIn, testDb } from "../../test/test-app";
import { photosTestApp, png, type Upload } from "./photos.test-helpers";

/** Issue 23, finding 9: uploads with a budget. An hour allows 8 decodes here, so the tests stay small. */
const t = photosTestApp({ UPLOADS_PER_HOUR: "8" });

/**
 * A tiny PNG whose header claims `width`x`height`: the pixels after it are a 40x40 image's, so only a check
 * of the header can answer 413; anything that decoded it would fail differently.
 */
async function pngClaiming(width: number, height: number): Promise<Upload> {
  const bytes = Buffer.from((await png()).bytes);
  // The IHDR chunk: length (4), "IHDR" (4), width (4), height (4)... then its CRC over type and data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return { name: "huge.png", type: "image/png", bytes };
}

const decodesOf = async (me: SignedIn) =>
  (
    await testDb(t.app)
      .select()
      .from(allowanceUses)
      .where(and(eq(allowanceUses.userId, me.id), eq(allowanceUses.kind, "image-decode")))
  ).length;

describe("the upload budget", () => {
  it("refuses an image whose header claims more than 50 megapixels with 413, before decoding it", async () => {
    const me = await signIn(t.app);
    const huge = await pngClaiming(16000, 16000);
    expect((await sharp(huge.bytes).metadata()).width).toBe(16000);
    const res = await t.upload(me, [huge]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: "payload_too_large",
      message: `That image is 16000x16000 pixels; photos can be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    });
    expect(await t.photosOf(me)).toEqual([]);
    // Just under the limit is not refused for its size (its pixels are then found missing: 415).
    expect((await t.upload(me, [await pngClaiming(7000, 7000)])).statusCode).toBe(415);
  });

  it("allows UPLOADS_PER_HOUR decodes an hour, then 429, even when every photo is deleted again", async () => {
    const me = await signIn(t.app);
    const one = await png();
    // The probe's loop: upload, delete, upload again.
    for (let i = 0; i < 8; i++) {
      const res = await t.upload(me, [one]);
      expect(res.statusCode, `upload ${i + 1}`).toBe(200);
      expect((await t.deletePhoto(me, res.json().urls[0])).statusCode).toBe(200);
    }
    const refused = await t.upload(me, [one]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(refused.json().error.message).toContain("8 photos an hour");
    expect(await t.photosOf(me)).toEqual([]);
    expect(await decodesOf(me)).toBe(8);
  });

  it("counts every photo of a multi-photo upload, and refuses one that would pass the allowance", async () => {
    const me = await signIn(t.app);
    const one = await png();
    const five = await t.upload(me, [one, one, one, one, one]);
    expect(five.statusCode).toBe(200);
    for (const url of five.json().urls.slice(1)) await t.deletePhoto(me, url);
    // Room for 5 again, but only 3 decodes left this hour: 4 photos are refused whole, 3 go in.
    expect((await t.upload(me, [one, one, one, one])).statusCode).toBe(429);
    expect(await t.photosOf(me)).toHaveLength(1);
    expect((await t.upload(me, [one, one, one])).statusCode).toBe(200);
    expect(await decodesOf(me)).toBe(8);
  });

  it("checks the room under a lock before any decode: 10 parallel uploads decode and store only the free room", async () => {
    // Three people at once, so on PostgreSQL the uploads truly interleave.
    const people = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
    const one = await png();
    for (const me of people) expect((await t.upload(me, [one, one, one, one])).statusCode).toBe(200);
    const before = await storedFiles();
    const answers = await Promise.all(
      people.map((me) => Promise.all(Array.from({ length: 10 }, () => t.upload(me, [one])))),
    );
    for (const [i, me] of people.entries()) {
      const codes = answers[i]!.map((res) => res.statusCode).sort();
      expect(codes).toEqual([200, 200, 400, 400, 400, 400, 400, 400, 400, 400]);
      // Only the two that had room used a decode.
      expect(await decodesOf(me)).toBe(4 + 2);
      const [row] = await testDb(t.app).select().from(profiles).where(eq(profiles.userId, me.id));
      expect(row?.photos).toHaveLength(6);
    }
    // And only their files (photo and thumbnail) were written.
    expect((await storedFiles()).length - before.length).toBe(people.length * 2 * 2);
  });
});

describe("the verification selfie", () => {
  it("uses the same hourly decodes: past them, 429 before the selfie is decoded or stored", async () => {
    const me = await signIn(t.app);
    const one = await png();
    const six = await t.upload(me, [one, one, one, one, one, one]);
    for (const url of six.json().urls.slice(0, 2)) await t.deletePhoto(me, url);
    expect((await t.upload(me, [one, one])).statusCode).toBe(200);
    expect(await decodesOf(me)).toBe(8);

    const res = await t.submitSelfie(me, { ...one, type: "image/png", name: "selfie.png" });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("rate_limited");
    expect(await testDb(t.app).select().from(photoVerifications).where(eq(photoVerifications.userId, me.id))).toEqual(
      [],
    );
  });
});

const storedFiles = async () => readdir(path.join(t.dataDir, "uploads")).catch(() => [] as string[]);
