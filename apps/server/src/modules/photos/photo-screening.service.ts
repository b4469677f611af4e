import type { HeldPhotosPage, PhotoDecision, PhotoInReview } from "@down/common/schemas/photo-review";
import { PHOTO_SCREEN_THRESHOLD, type PhotoScreener } from "../../adapters/photo-screener";
import type { PhotoStorage } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { notFound } from "../../lib/app-error";
import { photosKey } from "./photo-keys";
import * as repo from "./photo-screening.repo";
import { deleteStoredPhotos } from "./stored-photos";

/**
 * The nudity screen between an upload and the profile (docs/decisions/026-photo-screening.md): a new photo
 * waits in photo_screenings, where only its owner sees it ("Checking…"), until the screen scores it; under
 * the threshold it joins the profile, over it the photo is held ("Under review") for a moderator. Others read
 * profiles.photos only, so no surface can show a photo the screen has not passed.
 */
export interface ScreeningDeps {
  db: Db;
  storage: PhotoStorage;
  photoScreener: PhotoScreener;
  /** How long an upload waits for its photos' scores before answering (they finish after, if not done). */
  screenWaitMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/** Most photos are scored in well under this, so the person's new photo is usually on the profile at once. */
export const SCREEN_WAIT_MS = 3_000;

/**
 * Screens freshly stored photos in the screener's own thread. The upload waits at most `screenWaitMs` (the
 * answer never depends on the screen: a slow or failed one leaves the photo "checking" for the sweep).
 */
export async function screenNewPhotos(
  deps: ScreeningDeps,
  userId: string,
  photos: { url: string; image: Buffer }[],
): Promise<void> {
  const work = placeInOrder(
    deps,
    userId,
    photos.map(({ url, image }) => ({ url, screen: deps.photoScreener.screen(image) })),
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deps.screenWaitMs ?? SCREEN_WAIT_MS);
  });
  await Promise.race([work, waited]);
  clearTimeout(timer);
}

/** Scored side by side, placed one after another: several photos of one upload join the profile in order. */
async function placeInOrder(
  deps: ScreeningDeps,
  userId: string,
  screens: { url: string; screen: Promise<{ score: number }> }[],
): Promise<void> {
  for (const { url, screen } of screens) {
    try {
      await placeScreened(deps.db, userId, url, (await screen).score);
    } catch (error) {
      deps.log?.("screening a photo failed; the sweep tries again", error);
    }
  }
}

/**
 * Under the person's photo lock, so an upload's room check, a delete and this move never interleave: a photo
 * the owner deleted meanwhile is left deleted.
 */
export function placeScreened(db: Db, userId: string, url: string, score: number): Promise<"added" | "held" | "gone"> {
  return transactionInTurn(db, photosKey(userId), async (tx) => {
    const row = await repo.findScreening(tx, url);
    if (!row || row.userId !== userId || row.state !== "checking") return "gone";
    if (score >= PHOTO_SCREEN_THRESHOLD) {
      await repo.holdScreening(tx, url, score);
      return "held";
    }
    await repo.deleteScreening(tx, url);
    await repo.appendScreenedPhoto(tx, userId, url);
    return "added";
  });
}

/** The owner's photos that are not on their profile yet, oldest first. */
export async function photosInReview(db: Db, userId: string): Promise<PhotoInReview[]> {
  return repo.screeningsOf(db, userId);
}

export const screeningsTakingRoom = (db: Db, userId: string) => repo.countScreenings(db, userId);

/** The owner takes back a photo still being screened or held; false when it is not one of theirs. */
export async function withdrawScreened(db: Db, storage: PhotoStorage, userId: string, url: string): Promise<boolean> {
  const removed = await transactionInTurn(db, photosKey(userId), (tx) => repo.deleteScreening(tx, url, userId));
  if (removed) await deleteStoredPhotos(storage, [url]);
  return removed;
}

/** Photos left "checking" by a restart or a failed screen, scored again from storage (a job runs it). */
export async function sweepUnscreened(deps: ScreeningDeps, olderThanMs = 60_000, batch = 20): Promise<number> {
  const rows = await repo.unscreened(deps.db, new Date(Date.now() - olderThanMs), batch);
  for (const { url, userId } of rows) {
    const image = await deps.storage.read(url.split("/").pop() ?? "");
    if (!image) {
      // The file is gone (deleted with a failed upload): nothing left to screen or show.
      await repo.deleteScreening(deps.db, url);
      continue;
    }
    await placeInOrder(deps, userId, [{ url, screen: deps.photoScreener.screen(image) }]);
  }
  return rows.length;
}

/** The moderators' queue of held photos. */
export async function heldPhotoQueue(db: Db, limit: number, cursor: number): Promise<HeldPhotosPage> {
  const rows = await repo.heldPhotos(db, limit + 1, cursor);
  return {
    items: rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > limit ? cursor + limit : null,
  };
}

/** A moderator's decision: approve puts the photo on its owner's profile, remove deletes it for good. */
export async function decideHeldPhoto(
  db: Db,
  storage: PhotoStorage,
  url: string,
  decision: PhotoDecision,
): Promise<{ url: string; decision: PhotoDecision }> {
  const held = await repo.findScreening(db, url);
  if (held?.state !== "held") throw notFound("That photo is not waiting for a decision.");
  const decided = await transactionInTurn(db, photosKey(held.userId), async (tx) => {
    // Checked again under the lock: a second moderator, or the owner withdrawing it, may have been first.
    if (!(await repo.deleteScreening(tx, url, held.userId))) return false;
    if (decision === "approve") await repo.appendScreenedPhoto(tx, held.userId, url);
    return true;
  });
  if (!decided) throw notFound("That photo is not waiting for a decision.");
  if (decision === "remove") await deleteStoredPhotos(storage, [url]);
  return { url, decision };
}
