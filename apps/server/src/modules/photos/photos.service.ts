import { randomUUID } from "node:crypto";
import type { PhotoStorage } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/app-error";
import { normalizePhoto } from "./photo-image";
import { MAX_PHOTOS_PER_PROFILE } from "./photo-limits";
import * as repo from "./photos.repo";

const tooMany = (room: number) =>
  badRequest(
    room > 0
      ? `A profile holds at most ${MAX_PHOTOS_PER_PROFILE} photos; you can add ${room} more.`
      : `A profile holds at most ${MAX_PHOTOS_PER_PROFILE} photos. Delete one to add another.`,
  );

/** Normalizes every upload, stores them, then appends all URLs at once: all photos land or none. */
export async function addPhotos(db: Db, storage: PhotoStorage, userId: string, uploads: Buffer[]): Promise<string[]> {
  if (uploads.length === 0) throw badRequest("Choose at least one photo to upload.");
  const current = await repo.findPhotos(db, userId);
  if (!current) throw notFound("Profile not found");
  const room = MAX_PHOTOS_PER_PROFILE - current.length;
  if (uploads.length > room) throw tooMany(room);

  // Decode everything before storing anything, so one bad file leaves no orphans behind.
  const images = await Promise.all(uploads.map(normalizePhoto));
  const urls = await Promise.all(images.map((bytes) => storage.put(`${randomUUID()}.webp`, bytes, "image/webp")));
  const saved = await repo.appendPhotos(db, userId, urls, MAX_PHOTOS_PER_PROFILE);
  if (!saved) {
    // Another upload took the room meanwhile.
    await Promise.all(urls.map((url) => storage.delete(url)));
    throw tooMany(MAX_PHOTOS_PER_PROFILE - ((await repo.findPhotos(db, userId))?.length ?? 0));
  }
  return urls;
}

/** Takes a URL off the user's own profile, and deletes the file when it is one we stored. */
export async function deletePhoto(db: Db, storage: PhotoStorage, userId: string, url: string): Promise<void> {
  const remaining = await repo.removePhoto(db, userId, url);
  if (!remaining) throw notFound("That photo is not on your profile.");
  if (storage.owns(url)) await storage.delete(url);
}

/** After an account is deleted: its stored files go too (demo avatars and foreign URLs are left alone). */
export async function deleteStoredPhotos(storage: PhotoStorage, urls: readonly string[]): Promise<void> {
  await Promise.all(urls.filter((url) => storage.owns(url)).map((url) => storage.delete(url)));
}

export const photosOf = async (db: Db, userId: string) => (await repo.findPhotos(db, userId)) ?? [];
