import type { RecentlyViewedPage } from "@down/common/schemas/profile-views";
import { type AnyColumn, and } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Db } from "../../db/client";
import { profileViews } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import type { MatchingIndex } from "../../matching/matching-index";
import type { EventBus } from "../../realtime/bus";
import { notHiddenEitherWay } from "../blocks/blocks.service";
import { findTarget } from "../matches/matches.service";
import { announce, bundleToday } from "../notifications/notifications.service";
import { listedOrKnownTo, maySee } from "../public-profiles/public-profiles.service";
import { cardsFor } from "../search/search.service";
import * as repo from "./profile-views.repo";

export interface ProfileViewDeps {
  db: Db;
  bus: EventBus;
  matchingIndex: MatchingIndex;
}

export const viewsTitle = (n: number) =>
  n === 1 ? "1 person viewed your profile today" : `${n} people viewed your profile today`;

/**
 * Opening someone's profile. The first view of a day by each viewer counts, and the person viewed gets one
 * 'view' notification a day that is reworded as the count grows. A viewer hidden from searches is kept in
 * their own Recently viewed but leaves no trace the other person can see.
 */
export async function recordView(deps: ProfileViewDeps, viewerId: string, viewedId: string) {
  if (viewerId === viewedId) return { ok: true as const };
  if (!(await maySee(deps.db, viewerId, viewedId))) throw notFound("Profile not found");
  const anonymous = !(await findTarget(deps.db, viewerId))?.appearInSearches;
  const note = await deps.db.transaction(async (tx) => {
    // One writer per person viewed, so two viewers at once cannot both write the day's first bundle.
    await lockUntilCommit(tx, `profile-views:${viewedId}`);
    const { counted } = await repo.recordView(tx, viewerId, viewedId, anonymous);
    if (!counted) return undefined;
    const viewers = await repo.viewersToday(tx, viewedId, notHiddenEitherWay(viewedId, profileViews.viewerId));
    return bundleToday(tx, viewedId, "view", viewsTitle(viewers));
  });
  if (note) await announce(deps.bus, [note]);
  return { ok: true as const };
}

/** People shown in a list of `userId`'s: not blocked either way, and still someone they may see. */
const visibleTo = (userId: string, column: AnyColumn) =>
  and(notHiddenEitherWay(userId, column), listedOrKnownTo(userId, column))!;

/** Recently viewed (newest first) or, with `favoritesOnly`, the user's favourites; as profile cards. */
export async function recentlyViewed(
  deps: ProfileViewDeps,
  userId: string,
  query: { limit: number; cursor: number; favorites: boolean },
): Promise<RecentlyViewedPage> {
  const { limit, cursor } = query;
  const rows = query.favorites
    ? await repo.favoritesPage(deps.db, userId, visibleTo(userId, repo.favoriteColumn), limit + 1, cursor)
    : await repo.recentlyViewed(deps.db, userId, visibleTo(userId, profileViews.viewedId), limit + 1, cursor);
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.userId);
  // Relations first: a card's score counts the hidden categories only for a mutual match (decision 007).
  const relations = await repo.relationsAmong(deps.db, userId, ids);
  const cards = await cardsFor(deps.db, deps.matchingIndex, userId, ids, relations.matched);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const items = page.flatMap((r) => {
    const card = cardById.get(r.userId);
    if (!card) return [];
    return [
      {
        profile: card,
        viewedAt: r.viewedAt?.toISOString() ?? null,
        favorite: relations.favorite.has(r.userId),
      },
    ];
  });
  return { items, nextCursor: rows.length > limit ? cursor + limit : null };
}
