import { randomUUID } from "node:crypto";
import type { PhotoScreener } from "../../adapters/photo-screener";
import type { PhotoStorage } from "../../adapters/storage";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { type NormalizedPhoto, normalizePhoto } from "../../lib/photo-image";
import { MAX_PHOTOS_PER_PROFILE, UPLOAD_HOLD_MS } from "../../lib/photo-limits";
import { imageDecodes, useAllowance } from "../allowances/allowances.service";
import { photosKey } from "./photo-keys";
import * as screening from "./photo-screening.repo";
import { screeningsTakingRoom, screenNewPhotos, withdrawScreened } from "./photo-screening.service";
import * as repo from "./photos.repo";
import { deleteStoredPhotos } from "./stored-photos";

export { deleteStoredPhotos };

export interface PhotoDeps {
  db: Db;
  storage: PhotoStorage;
  config: Pick<AppConfig, "limits">;
  /** Every new photo is screened for nudity before it joins the profile (photo-screening.service.ts). */
  photoScreener: PhotoScreener;
}

const tooMany = (room: number) =>
  badRequest(
    room > 0
      ? `A profile holds at most ${MAX_PHOTOS_PER_PROFILE} photos; you can add ${room} more.`
      : `A profile holds at most ${MAX_PHOTOS_PER_PROFILE} photos. Delete one to add another.`,
  );

/**
 * Normalizes every upload, stores them, then appends all URLs at once: all photos land or none. Before any
 * decode, one short transaction under the person's photo lock checks the room (photos on the profile plus
 * those other uploads hold), uses the hourly allowance and holds the room for these photos; ten parallel
 * uploads therefore decode only as many photos as the profile has room for. The decode itself runs outside
 * any transaction (the embedded database would wait on it).
 */
export async function addPhotos(deps: PhotoDeps, userId: string, uploads: Buffer[]): Promise<string[]> {
  if (uploads.length === 0) throw badRequest("Choose at least one photo to upload.");
  const hold = await holdRoom(deps, userId, { atLeast: uploads.length, atMost: uploads.length });
  return hold ? fillHold(deps, userId, hold, uploads) : [];
}

/**
 * Adds as many of `images` as the profile has room for, in order, and leaves the rest undecoded: the same
 * room held under the photo lock as an upload (so imports and uploads in parallel never pass the limit;
 * docs/decisions/022-outbound-requests-and-upload-budget.md), but taking what fits instead of refusing.
 * What an Instagram import brings in.
 */
export async function addPhotosThatFit(deps: PhotoDeps, userId: string, images: Buffer[]): Promise<string[]> {
  if (images.length === 0) return [];
  const hold = await holdRoom(deps, userId, { atLeast: 0, atMost: images.length });
  return hold ? fillHold(deps, userId, hold, images.slice(0, hold.photos)) : [];
}

/**
 * The room for at most `atMost` photos, without locking: enough to know how many are worth fetching before
 * the room is held (an import); `holdRoom` has the final word.
 */
export async function freeRoom(db: Db, userId: string, atMost: number): Promise<number> {
  const current = (await repo.findPhotos(db, userId))?.length ?? MAX_PHOTOS_PER_PROFILE;
  const waiting = (await repo.heldPhotos(db, userId)) + (await screeningsTakingRoom(db, userId));
  return Math.max(0, Math.min(atMost, MAX_PHOTOS_PER_PROFILE - current - waiting));
}

interface Hold {
  id: string;
  photos: number;
}

/**
 * One short transaction under the person's photo lock: the room is the profile's free places less what other
 * uploads hold; fewer than `atLeast` is refused, and up to `atMost` are held (none: no hold) and use the
 * hourly decodes. Taken in turn with the person's other photo writes (db/in-turn.ts), so their parallel
 * uploads wait in memory, not on connections.
 */
function holdRoom(deps: PhotoDeps, userId: string, wanted: { atLeast: number; atMost: number }) {
  return transactionInTurn(deps.db, photosKey(userId), async (tx): Promise<Hold | null> => {
    const current = await repo.findPhotos(tx, userId);
    if (!current) throw notFound("Profile not found");
    // Photos still being screened or held for a moderator take their place on the profile already.
    const waiting = (await repo.heldPhotos(tx, userId)) + (await screeningsTakingRoom(tx, userId));
    const room = MAX_PHOTOS_PER_PROFILE - current.length - waiting;
    if (wanted.atLeast > room) throw tooMany(Math.max(0, room));
    const photos = Math.min(wanted.atMost, room);
    if (photos <= 0) return null;
    await useAllowance(tx, userId, imageDecodes(deps.config.limits.uploadsPerHour), photos);
    return { id: await repo.insertHold(tx, userId, photos, new Date(Date.now() + UPLOAD_HOLD_MS)), photos };
  });
}

/**
 * Decodes and stores `uploads` (at most the hold's photos), turns the hold into photos waiting for the nudity
 * screen, then screens them (docs/decisions/026-photo-screening.md): they join the profile as they pass.
 */
async function fillHold(deps: PhotoDeps, userId: string, hold: Hold, uploads: Buffer[]): Promise<string[]> {
  const { db, storage } = deps;
  let released = false;
  try {
    // Decode everything before storing anything, so one bad file leaves no orphans behind.
    const images = await Promise.all(uploads.map(normalizePhoto));
    const urls = await Promise.all(images.map((image) => storePhoto(storage, image)));
    // The hold turns into waiting photos in one step under the lock: a room check reads the photos, the holds
    // and the waiting photos, and must never see this upload in none of them.
    const saved = await transactionInTurn(db, photosKey(userId), async (tx) => {
      const current = (await repo.findPhotos(tx, userId))?.length ?? MAX_PHOTOS_PER_PROFILE;
      const fits = current + (await screeningsTakingRoom(tx, userId)) + urls.length <= MAX_PHOTOS_PER_PROFILE;
      if (fits) await screening.insertScreenings(tx, userId, urls);
      await repo.releaseHold(tx, userId, hold.id);
      return fits;
    });
    released = true;
    if (!saved) {
      // Only a hold that outlived UPLOAD_HOLD_MS lets another upload take the room meanwhile.
      await deleteStoredPhotos(storage, urls);
      throw tooMany(MAX_PHOTOS_PER_PROFILE - ((await repo.findPhotos(db, userId))?.length ?? 0));
    }
    await screenNewPhotos(
      deps,
      userId,
      urls.map((url, i) => ({ url, image: images[i]?.full ?? Buffer.alloc(0) })),
    );
    return urls;
  } finally {
    // A failed upload gives its room back; fewer holds can only make a concurrent room check stricter.
    if (!released) await repo.releaseHold(db, userId, hold.id);
  }
}

/**
 * Takes a URL off the user's own profile (or out of the screen's queue), and deletes the file when it is one
 * we stored.
 */
export async function deletePhoto(db: Db, storage: PhotoStorage, userId: string, url: string): Promise<void> {
  const remaining = await repo.removePhoto(db, userId, url);
  if (!remaining) {
    if (await withdrawScreened(db, storage, userId, url)) return;
    throw notFound("That photo is not on your profile.");
  }
  await deleteStoredPhotos(storage, [url]);
}

/** Stores the thumbnail first, so a photo URL in a profile always has its thumbnail beside it. */
async function storePhoto(storage: PhotoStorage, image: NormalizedPhoto): Promise<string> {
  const id = randomUUID();
  await storage.put(`${id}-480.webp`, image.thumb, "image/webp");
  return storage.put(`${id}.webp`, image.full, "image/webp");
}

/**
 * The new order of the same photos; the first becomes the card's photo everywhere. Anything but a
 * rearrangement of what the profile holds (a photo added or removed meanwhile, say) is refused.
 */
export async function reorderPhotos(db: Db, userId: string, order: string[]): Promise<string[]> {
  const saved = await repo.reorderPhotos(db, userId, order);
  if (saved) return saved;
  if (!(await repo.findPhotos(db, userId))) throw notFound("Profile not found");
  throw conflict("Your photos changed on another screen. Reload to see them, then try again.");
}

export const photosOf = async (db: Db, userId: string) => (await repo.findPhotos(db, userId)) ?? [];

/** The profile's photos and those still waiting for the screen or a moderator: all the files a person has. */
export async function everyPhotoOf(db: Db, userId: string): Promise<string[]> {
  const waiting = await screening.screeningsOf(db, userId);
  return [...(await photosOf(db, userId)), ...waiting.map((photo) => photo.url)];
}
