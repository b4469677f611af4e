import { randomUUID } from "node:crypto";
import { thumbnailUrlOf } from "@down/common/photos";
import type { PhotoStorage } from "../../adapters/storage";
import type { AppConfig } from "../../config";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { type Allowance, useAllowance } from "../allowances/allowances.service";
import { type NormalizedPhoto, normalizePhoto } from "./photo-image";
import { MAX_PHOTOS_PER_PROFILE, UPLOAD_HOLD_MS } from "./photo-limits";
import * as repo from "./photos.repo";

export interface PhotoDeps {
  db: Db;
  storage: PhotoStorage;
  config: Pick<AppConfig, "limits">;
}

/**
 * Decoding an image is the costly part of an upload (a 50 MP photo takes about a second of a core), so
 * every decode a person asks for, whether a photo, an Instagram import or a verification selfie, uses one
 * of UPLOADS_PER_HOUR (issue 23, finding 9; docs/decisions/022-outbound-requests-and-upload-budget.md).
 */
export const imageDecodes = (perHour: number): Allowance => ({
  kind: "image-decode",
  max: perHour,
  windowMs: 60 * 60 * 1000,
  message: `You can upload ${perHour} photos an hour. Please try again later.`,
});

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
  const { db, storage } = deps;
  if (uploads.length === 0) throw badRequest("Choose at least one photo to upload.");
  const holdId = await db.transaction(async (tx) => {
    await lockPhotos(tx, userId);
    const current = await repo.findPhotos(tx, userId);
    if (!current) throw notFound("Profile not found");
    const room = MAX_PHOTOS_PER_PROFILE - current.length - (await repo.heldPhotos(tx, userId));
    if (uploads.length > room) throw tooMany(Math.max(0, room));
    await useAllowance(tx, userId, imageDecodes(deps.config.limits.uploadsPerHour), uploads.length);
    return repo.insertHold(tx, userId, uploads.length, new Date(Date.now() + UPLOAD_HOLD_MS));
  });
  let released = false;
  try {
    // Decode everything before storing anything, so one bad file leaves no orphans behind.
    const images = await Promise.all(uploads.map(normalizePhoto));
    const urls = await Promise.all(images.map((image) => storePhoto(storage, image)));
    // The hold turns into photos in one step under the lock: a room check reads the photos and the holds in
    // two statements, and on PostgreSQL it could otherwise see the photos before an append and the holds
    // after its release, and count this upload's room as free.
    const saved = await db.transaction(async (tx) => {
      await lockPhotos(tx, userId);
      const appended = await repo.appendPhotos(tx, userId, urls, MAX_PHOTOS_PER_PROFILE);
      await repo.releaseHold(tx, userId, holdId);
      return appended;
    });
    released = true;
    if (!saved) {
      // Only a hold that outlived UPLOAD_HOLD_MS lets another upload take the room meanwhile.
      await deleteStoredPhotos(storage, urls);
      throw tooMany(MAX_PHOTOS_PER_PROFILE - ((await repo.findPhotos(db, userId))?.length ?? 0));
    }
    return urls;
  } finally {
    // A failed upload gives its room back; fewer holds can only make a concurrent room check stricter.
    if (!released) await repo.releaseHold(db, userId, holdId);
  }
}

/** One person's uploads check and change their room one at a time (docs/decisions/022). */
const lockPhotos = (tx: Tx, userId: string) => lockUntilCommit(tx, `photos:${userId}`);

/** Takes a URL off the user's own profile, and deletes the file when it is one we stored. */
export async function deletePhoto(db: Db, storage: PhotoStorage, userId: string, url: string): Promise<void> {
  const remaining = await repo.removePhoto(db, userId, url);
  if (!remaining) throw notFound("That photo is not on your profile.");
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

/** Removes stored files and their thumbnails (demo avatars and foreign URLs are left alone). */
export async function deleteStoredPhotos(storage: PhotoStorage, urls: readonly string[]): Promise<void> {
  const files = urls.filter((url) => storage.owns(url)).flatMap((url) => [url, thumbnailUrlOf(url) ?? url]);
  await Promise.all([...new Set(files)].map((url) => storage.delete(url)));
}

export const photosOf = async (db: Db, userId: string) => (await repo.findPhotos(db, userId)) ?? [];
