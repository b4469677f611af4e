import { DEFAULT_DISTANCE_RADIUS } from "@down/common/constants";
import {
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResult,
  WIDEN_BELOW,
  WIDEN_RADIUS_STEPS,
} from "@down/common/schemas/search";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { describeCandidates } from "../../matching/candidate-search";
import type { MatchingIndex } from "../../matching/matching-index";
import { effectiveLocation } from "../../matching/people";
import { blockedIdsEitherWaySql } from "../blocks/blocks.service";
import { assertReady } from "../profiles/profiles.service";
import { type CardRelation, matchedOn, toCard } from "./profile-card";
import * as repo from "./search.repo";
import { decodeCursor, encodeCursor, MAX_SEARCH_OFFSET } from "./search-cursor";

// Other modules show cards too (matches, recently viewed, moderation, public profiles); they reach them here,
// through this service, as a module reaches another (ARCHITECTURE.md; test/architecture/server-layers.ts).
export { cardsFor } from "./cards-for";
export { cityOnly } from "./profile-card";

/**
 * GET /api/search: candidates come from the in-memory index (no per-candidate rows read); only the
 * page's 20 cards and their match status are read from the database.
 */
export async function search(
  db: Db,
  matchingIndex: MatchingIndex,
  viewerId: string,
  query: SearchQuery,
): Promise<SearchResult> {
  const offset = decodeCursor(query.cursor);
  // The searcher, their blocks either way and their mutual matches in one statement; banned people are never
  // in the index (their hold, decision 011).
  const own = await repo.searcher(db, viewerId, blockedIdsEitherWaySql(viewerId));
  if (!own) throw notFound("Profile not found");
  const { viewer, excluded, matched } = own;
  assertReady(viewer);
  const { index } = matchingIndex;
  const origin = effectiveLocation(viewer);
  // The viewer's probes, built once: the ranking, the page's scores and the matched-on lists all use them.
  const probes = index.viewerProbes(viewerId);
  const ownRadius = viewer.distanceRadius ?? DEFAULT_DISTANCE_RADIUS;
  // Later pages and the same search again come from the cache while the index is unchanged.
  const rankWithin = (radius: number) =>
    matchingIndex.searchCache.rank(
      index,
      {
        viewerId,
        origin,
        radius,
        viewerGender: viewer.gender,
        viewerInterestedIn: viewer.interestedIn,
        categoryIndex: query.category === undefined ? undefined : index.layout.categoryIndex(query.category),
        sort: query.sort,
        excluded,
        // Mutual matches are ranked on every answer; everyone else without the hidden categories (decision 007).
        matched,
      },
      offset + SEARCH_PAGE_SIZE,
      probes,
    );
  // Never an empty results page (docs/decisions/024): too few people within the person's radius widens it
  // step by step, to the first step with enough people, or else the nearest step that adds anyone. Every
  // page repeats the same steps against the same cached rankings, so pages agree on the radius.
  let radiusUsed = ownRadius;
  let ranking = rankWithin(ownRadius);
  const ownRadiusTotal = ranking.total;
  for (const step of WIDEN_RADIUS_STEPS) {
    if (ranking.total >= WIDEN_BELOW) break;
    if (step <= ownRadius) continue;
    const wider = rankWithin(step);
    if (wider.total > ranking.total) [radiusUsed, ranking] = [step, wider];
  }
  const { total, order } = ranking;
  const page = describeCandidates(index, probes, origin, order.subarray(offset, offset + SEARCH_PAGE_SIZE), matched);
  const ids = page.map((c) => c.userId);
  const { rows, relations } = await repo.cardRowsAndRelations(db, viewerId, ids);
  const rowById = new Map(rows.map((r) => [r.userId, r]));
  const results = page.flatMap((candidate) => {
    const row = rowById.get(candidate.userId);
    const relation = relationTo(relations, candidate.userId);
    // The card's own read of the relation decides the matched-on list; the score above used the same one
    // unless a match was made or ended in between, and then the list is the narrower of the two.
    const probe = relation.matched && matched.has(candidate.userId) ? probes?.matched : probes?.unmatched;
    if (!row || !probe) return []; // deleted between the scan and the read
    return [toCard(row, candidate, relation, matchedOn(index, probe, candidate.index))];
  });
  const next = offset + SEARCH_PAGE_SIZE;
  const end = Math.min(total, MAX_SEARCH_OFFSET);
  return {
    total,
    results,
    nextCursor: next < end ? encodeCursor(next) : null,
    radiusUsed,
    widenedFrom: radiusUsed === ownRadius ? null : ownRadius,
    ownRadiusTotal,
  };
}

function relationTo(relations: repo.Relations, userId: string): CardRelation {
  return {
    matched: relations.matched.has(userId),
    requested: relations.requested.has(userId),
    likesYou: relations.likesYou.has(userId),
  };
}
