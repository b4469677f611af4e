import type { FavoriteIdsPage } from "@down/common/schemas/favorites";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/app-error";
import * as repo from "./favorites.repo";
import { maySee } from "./public-profiles.service";

/** The heart on a card or profile. Only someone the user may see can be saved; both calls are idempotent. */
export async function setFavorite(db: Db, userId: string, favoriteId: string, favorite: boolean) {
  if (userId === favoriteId) throw badRequest("You can't favourite yourself");
  if (!favorite) {
    await repo.removeFavorite(db, userId, favoriteId);
    return { favorite: false };
  }
  if (!(await maySee(db, userId, favoriteId))) throw notFound("Profile not found");
  await repo.addFavorite(db, userId, favoriteId);
  return { favorite: true };
}

export const isFavorite = (db: Db, userId: string, favoriteId: string) => repo.isFavorite(db, userId, favoriteId);

export async function listFavoriteIds(db: Db, userId: string, limit: number, cursor: number): Promise<FavoriteIdsPage> {
  // One extra row says whether there is a next page.
  const ids = await repo.favoriteIds(db, userId, limit + 1, cursor);
  return { ids: ids.slice(0, limit), nextCursor: ids.length > limit ? cursor + limit : null };
}
