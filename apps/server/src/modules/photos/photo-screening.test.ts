import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fakePhotoScreener } from "../../adapters/photo-screener";
import { localDiskStorage } from "../../adapters/storage";
import { photoScreenings, profiles } from "../../db/schema";
import { MAX_PHOTOS_PER_PROFILE } from "../../lib/photo-limits";
import { freshPhone, type SignedIn, signIn, signInReady, testDb } from "../../test/test-app";
import { SELFIE_FLAGGED_MESSAGE } from "../verification/verification.service";
import { placeScreened, sweepUnscreened } from "./photo-screening.service";
import { photosTestApp, png, type Upload } from "./photos.test-helpers";

/**
 * The test app screens with the fake screener (config.photoScreener "fake"): a photo whose top-left corner is
 * magenta scores 0.99, over the threshold; any other photo passes. The real model has its own test
 * (adapters/photo-screener.test.ts).
 */
const MODERATOR = freshPhone();
const t = photosTestApp({ MODERATOR_PHONES: MODERATOR });

const flagged = async (): Promise<Upload> => ({
  name: "flagged.png",
  type: "image/png",
  bytes: await sharp({ create: { width: 40, height: 40, channels: 3, background: "#ff00ff" } })
    .png()
    .toBuffer(),
});

const profileOf = async (as: SignedIn) =>
  (await t.app.inject({ method: "GET", url: `/api/profiles/${as.id}`, headers: { cookie: as.cookie } })).json<{
    photos: string[];
    photosInReview: { url: string; state: string }[];
  }>();

const seenBy = async (viewer: SignedIn, owner: SignedIn): Promise<string[]> =>
  (
    await t.app.inject({ method: "GET", url: `/api/public-profiles/${owner.id}`, headers: { cookie: viewer.cookie } })
  ).json<{ photos?: string[] }>().photos ?? [];

const heldQueue = (as: SignedIn) =>
  t.app.inject({ method: "GET", url: "/api/moderation/photos", headers: { cookie: as.cookie } });

const decide = (as: SignedIn, url: string, decision: "approve" | "remove") =>
  t.app.inject({
    method: "POST",
    url: "/api/moderation/photos/decision",
    headers: { cookie: as.cookie },
    payload: { url, decision },
  });

describe("photo screening", () => {
  it("puts a photo that passes the screen on the profile, where everyone sees it", async () => {
    const [me, viewer] = [await signInReady(t.app), await signInReady(t.app)];
    const uploaded = (await t.upload(me, [await png()])).json<{ urls: string[]; inReview: unknown[] }>();
    const { urls } = uploaded;
    expect(uploaded.inReview).toEqual([]);
    expect((await profileOf(me)).photos).toEqual(urls);
    expect((await profileOf(me)).photosInReview).toEqual([]);
    expect(await seenBy(viewer, me)).toEqual(urls);
  });

  it("holds a photo over the threshold: its owner sees it Under review, nobody else sees it, a moderator decides", async () => {
    const [me, viewer, moderator] = [
      await signInReady(t.app),
      await signInReady(t.app),
      await signIn(t.app, MODERATOR),
    ];
    const res = await t.upload(me, [await flagged()]);
    expect(res.statusCode).toBe(200);
    const [url] = res.json<{ urls: string[] }>().urls;
    // The answer says it is waiting, so the app's toast can say so.
    expect(res.json()).toEqual({ urls: [url], inReview: [{ url, state: "held" }] });
    expect((await profileOf(me)).photos).toEqual([]);
    expect((await profileOf(me)).photosInReview).toEqual([{ url, state: "held" }]);
    expect(await seenBy(viewer, me)).toEqual([]);

    // Only moderators see the queue.
    expect((await heldQueue(viewer)).statusCode).toBe(403);
    const queue = (await heldQueue(moderator)).json<{ items: { url: string; userId: string; score: number }[] }>();
    const item = queue.items.find((i) => i.url === url);
    expect(item).toMatchObject({ userId: me.id });
    expect(item?.score).toBeGreaterThan(0.9);

    expect((await decide(viewer, url!, "approve")).statusCode).toBe(403);
    expect((await decide(moderator, url!, "approve")).statusCode).toBe(200);
    expect((await profileOf(me)).photos).toEqual([url]);
    expect((await profileOf(me)).photosInReview).toEqual([]);
    expect(await seenBy(viewer, me)).toEqual([url]);
    // Decided once: a second decision finds nothing waiting.
    expect((await decide(moderator, url!, "remove")).statusCode).toBe(404);
  });

  it("removes a held photo for good when a moderator says so", async () => {
    const [me, moderator] = [await signInReady(t.app), await signIn(t.app, MODERATOR)];
    const [url] = (await t.upload(me, [await flagged()])).json<{ urls: string[] }>().urls;
    expect((await decide(moderator, url!, "remove")).statusCode).toBe(200);
    expect(await profileOf(me)).toMatchObject({ photos: [], photosInReview: [] });
    expect((await t.app.inject({ method: "GET", url: url! })).statusCode).toBe(404);
  });

  it("lets the owner delete a photo that is under review", async () => {
    const me = await signInReady(t.app);
    const [url] = (await t.upload(me, [await flagged()])).json<{ urls: string[] }>().urls;
    expect((await t.deletePhoto(me, url!)).statusCode).toBe(200);
    expect((await profileOf(me)).photosInReview).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: url! })).statusCode).toBe(404);
  });

  it("counts photos under review against the profile's room", async () => {
    const me = await signInReady(t.app);
    const held = await flagged();
    expect((await t.upload(me, [held, held])).statusCode).toBe(200);
    const fits = Array.from({ length: MAX_PHOTOS_PER_PROFILE - 2 }, () => held);
    expect((await t.upload(me, fits)).statusCode).toBe(200);
    const over = await t.upload(me, [await png()]);
    expect(over.statusCode).toBe(400);
    expect((await profileOf(me)).photosInReview).toHaveLength(MAX_PHOTOS_PER_PROFILE);
  });

  it("never puts back a photo the owner deleted while it was being screened", async () => {
    const me = await signInReady(t.app);
    const db = testDb(t.app);
    await db
      .insert(photoScreenings)
      .values({ url: "/uploads/00000000-0000-4000-8000-00000000aaaa.webp", userId: me.id });
    await t.deletePhoto(me, "/uploads/00000000-0000-4000-8000-00000000aaaa.webp");
    expect(await placeScreened(db, me.id, "/uploads/00000000-0000-4000-8000-00000000aaaa.webp", 0.01)).toBe("gone");
    expect((await profileOf(me)).photos).toEqual([]);
  });

  it("screens again what a restart left checking", async () => {
    const me = await signInReady(t.app);
    const db = testDb(t.app);
    const [url] = (await t.upload(me, [await png()])).json<{ urls: string[] }>().urls;
    // As a crash between storing and screening leaves it: stored, waiting, not on the profile.
    await db.update(profiles).set({ photos: [] }).where(eq(profiles.userId, me.id));
    await db.insert(photoScreenings).values({ url: url!, userId: me.id, createdAt: new Date(Date.now() - 120_000) });
    expect((await profileOf(me)).photosInReview).toEqual([{ url, state: "checking" }]);

    const storage = localDiskStorage(path.join(t.dataDir, "uploads"));
    expect(await sweepUnscreened({ db, storage, photoScreener: fakePhotoScreener() })).toBeGreaterThanOrEqual(1);
    expect(await profileOf(me)).toMatchObject({ photos: [url], photosInReview: [] });
  });

  it("refuses a verification selfie the screen flags, and stores nothing", async () => {
    const me = await signInReady(t.app);
    const res = await t.submitSelfie(me, await flagged());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { code: "selfie_flagged", message: SELFIE_FLAGGED_MESSAGE } });
    const after = await t.app.inject({
      method: "GET",
      url: `/api/verification/${me.id}`,
      headers: { cookie: me.cookie },
    });
    expect(after.json<{ status: string }>().status).toBe("none");
  });
});
