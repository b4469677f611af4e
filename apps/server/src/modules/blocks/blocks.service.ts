import type { Db, Tx } from "../../db/client";
import * as repo from "./blocks.repo";

/**
 * "Hidden either way", the one rule every surface that shows or reaches another person asks: a block in
 * either direction, or a ban of either person (docs/decisions/011-bans-hide-like-blocks.md). A bottom
 * module: it reads blocks and users and imports no other module. The writes (block, unblock, report)
 * stay in safety; moderation writes the ban.
 */

export type { PersonRef } from "./blocks.repo";

/** Two people hidden from each other (a chat, a date, an invite, a review, a profile, a request). */
export const isHiddenEitherWay = (db: Tx | Db, a: string, b: string): Promise<boolean> =>
  repo.isHiddenEitherWay(db, a, b);

/** Of `ids`, those hidden from `viewerId` (Download my data, decision 021). */
export const hiddenAmong = (db: Tx | Db, viewerId: string, ids: readonly string[]): Promise<Set<string>> =>
  repo.hiddenAmong(db, viewerId, ids);

/** Blocks either way as a set, for the search ranking (bans leave search by their hold; see the repo). */
export const blockedIdsEitherWay = (db: Tx | Db, userId: string): Promise<Set<string>> =>
  repo.blockedIdsEitherWay(db, userId);
/** The same set as an expression, for a statement that reads it with its own rows (the search's viewer read). */
export const blockedIdsEitherWaySql = repo.blockedIdsEitherWaySql;

/**
 * The rule as SQL conditions, for lists that must filter inside their own statement (paged lists, counts,
 * one-statement conversations): the owning repo puts them in its WHERE. They are exported from the
 * service, not the repo, because a module reaches another only through its service (ARCHITECTURE.md); a
 * condition is the only form that keeps such a list one statement and its paging exact.
 */
export const hiddenEitherWay = repo.hiddenEitherWay;
export const notHiddenEitherWay = repo.notHiddenEitherWay;
