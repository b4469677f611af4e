import type { AppContext } from "../../app-context";
import { deleteStoredPhotos, everyPhotoOf } from "../photos/photos.service";
import * as repo from "./account.repo";

/**
 * Deletes the account and, through cascading keys, everything that belongs to it; then the files the rows
 * pointed at: photos (uploaded and imported) with their thumbnails, and verification selfies.
 */
export async function deleteAccount(ctx: AppContext, userId: string) {
  const [photos, selfies] = await Promise.all([everyPhotoOf(ctx.db, userId), repo.selfieKeysOf(ctx.db, userId)]);
  await repo.deleteUser(ctx.db, userId);
  await ctx.matchingIndex.forgetUser(userId);
  // After the commit: a file left behind by a crash here is orphaned, never a profile without its photo.
  await deleteStoredPhotos(ctx.storage, photos);
  await Promise.all(selfies.map((key) => ctx.storage.deletePrivate(key)));
}
