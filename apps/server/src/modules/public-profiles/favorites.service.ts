import type { FavoriteIdsPage } from "@down/common/schemas/favorites";
import type { Db, Tx } from "../../db/client";
import { badRequest, notFound } from "../../lib/app-error";
import { notHiddenEitherWay } from "../blocks/blocks.service";
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

/**
 * The ids behind the hearts (also painted into the first page). Nobody blocked either way and nobody banned
 * (docs/decisions/011-bans-hide-like-blocks.md): a block removes the heart, but a ban or a favourite saved
 * from a stale screen must not bring an id back either.
 */
export async function listFavoriteIds(db: Db, userId: string, limit: number, cursor: number): Promise<FavoriteIdsPage> {
  // One extra row says whether there is a next page.
  const visible = notHiddenEitherWay(userId, repo.favoriteColumn);
  const ids = await repo.favoriteIds(db, userId, visible, limit + 1, cursor);
  return { ids: ids.slice(0, limit), nextCursor: ids.length > limit ? cursor + limit : null };
}

/** Called by a block, inside its transaction, so the hearts go with the block or not at all. */
export const removeFavoritesBetween = (tx: Tx, a: string, b: string) => repo.removeFavoritesBetween(tx, a, b);
