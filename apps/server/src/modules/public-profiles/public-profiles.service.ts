import { findQuestion } from "@down/common/questions";
import type { PublicProfile } from "@down/common/schemas/public-profile";
import type { MatchedOnItem } from "@down/common/schemas/search";
import { compareAsSeen, groupMatchedOn, scoreFromTotals } from "@down/common/scoring";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { MatchingIndex } from "../../matching/matching-index";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { topArtistsOf } from "../connections/connections.service";
import { findRequestRow, findTarget, matchStatus } from "../matches/matches.service";
import { cityOnly } from "../search/search.service";
import { isFavorite } from "./favorites.repo";
import * as repo from "./public-profiles.repo";

export interface PublicProfileDeps {
  db: Db;
  matchingIndex: MatchingIndex;
}

/**
 * How much of another person the viewer may see (docs/decisions/007):
 * - "full": they appear in searches now (not paused, not held for review), or the two are mutually matched —
 *   the profile with the pair's DOWN SCORE and what they matched on;
 * - "profile": they asked the viewer and are waiting — who they are, so the request can be answered, but no
 *   score and no answers, or a hidden person's answers could be read by anyone they once asked;
 * - null: anyone else, looking exactly like an unknown id. A request the viewer sent opens nothing: once the
 *   other leaves searches the viewer's pending request must not keep them in sight.
 * A block either way, a ban or a deleted account is always null. A hold ('underage' report) also closes the
 * "they asked you" door until a moderator decides; a mutual match made before it stays open.
 */
export type Sight = "full" | "profile";

export async function sightOf(db: Db, viewerId: string, otherId: string): Promise<Sight | null> {
  if (viewerId === otherId) return "full";
  const target = await findTarget(db, otherId);
  if (!target || (await isHiddenEitherWay(db, viewerId, otherId))) return null;
  if (target.appearInSearches && !target.moderationHold) return "full";
  // Once matched both rows say so, so the row from them to the viewer answers both questions.
  const theirs = await findRequestRow(db, otherId, viewerId);
  if (theirs?.status === "matched") return "full";
  if (theirs?.status === "pending" && !target.moderationHold) return "profile";
  return null;
}

/** Whether `viewerId` may see `otherId` at all (any sight): knowing an id is not enough. */
export async function maySee(db: Db, viewerId: string, otherId: string): Promise<boolean> {
  return (await sightOf(db, viewerId, otherId)) !== null;
}

/**
 * Full sight as SQL, for paged lists of profile cards (people hidden either way are filtered by the
 * caller with blocks.service's notHiddenEitherWay). Cards carry the pair's score and matched-on items, so a
 * pending request is not enough.
 */
export const listedOrKnownTo = (viewerId: string, otherColumn: AnyColumn): SQL =>
  repo.listedOrKnownTo(viewerId, otherColumn);

/**
 * What both answered alike, grouped D/O/W/N, and the pair's score: Sex & Intimacy (the categories hidden
 * from non-matches) listed and counted only between mutual matches (docs/decisions/007).
 */
function pairAnswers(deps: PublicProfileDeps, viewerId: string, otherId: string, matched: boolean) {
  const { index } = deps.matchingIndex;
  const { alike, weight, common } = compareAsSeen(
    index.answersOf(viewerId),
    index.answersOf(otherId),
    matched,
    (questionId) => findQuestion(questionId)?.categoryId,
  );
  const items: MatchedOnItem[] = alike.flatMap((a) => {
    const question = findQuestion(a.questionId);
    if (!question) return [];
    return [
      { questionId: a.questionId, question: question.statement, response: a.response, category: question.categoryId },
    ];
  });
  return { downScore: common === 0 ? null : scoreFromTotals(weight, common), matchedOn: groupMatchedOn(items) };
}

export async function publicProfile(
  deps: PublicProfileDeps,
  viewerId: string,
  otherId: string,
): Promise<PublicProfile> {
  const self = viewerId === otherId;
  const sight = await sightOf(deps.db, viewerId, otherId);
  if (!sight) throw notFound("Profile not found");
  const row = await repo.findPublicRow(deps.db, otherId);
  if (!row) throw notFound("Profile not found");
  const topArtists = await topArtistsOf(deps.db, otherId);
  const [mine, theirs, favorite] = self
    ? [{ isMatched: false, requested: false }, { isMatched: false, requested: false }, false]
    : await Promise.all([
        matchStatus(deps.db, viewerId, otherId),
        matchStatus(deps.db, otherId, viewerId),
        isFavorite(deps.db, viewerId, otherId),
      ]);
  const matched = mine.isMatched;
  const pair =
    self || sight !== "full" ? { downScore: null, matchedOn: [] } : pairAnswers(deps, viewerId, otherId, matched);
  return {
    id: row.userId,
    name: row.name,
    age: row.age,
    city: cityOnly(row.location),
    bio: row.bio,
    photos: row.photos,
    verified: row.verified,
    topArtists,
    rating: row.rating,
    reviewCount: row.reviewCount,
    dateCount: row.dateCount,
    details: {
      height: row.height,
      occupation: row.occupation,
      education: row.education,
      lookingFor: row.lookingFor,
      gender: row.gender,
      pronouns: row.pronouns,
      bodyType: row.bodyType,
      ethnicity: row.ethnicity,
      smoking: row.smoking,
      drinking: row.drinking,
      hasKids: row.hasKids,
      wantsKids: row.wantsKids,
      religion: row.religion,
      politicalViews: row.politicalViews,
      zodiacSign: row.zodiacSign,
    },
    interests: row.interests,
    languages: row.languages,
    ...pair,
    relation: {
      self,
      matched,
      requested: mine.requested && !matched,
      requestedYou: theirs.requested && !theirs.isMatched,
      favorite,
    },
  };
}
