import { findQuestion } from "@down/common/questions";
import type { PublicProfile } from "@down/common/schemas/public-profile";
import type { MatchedOnItem } from "@down/common/schemas/search";
import { comparePair, groupMatchedOn, mayList, scoreFromTotals } from "@down/common/scoring";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { topArtistsOf } from "../connections/connections.service";
import { findTarget, isBlockedEitherWay, matchStatus } from "../matches/matches.service";
import type { MatchingIndex } from "../matching/matching-index";
import { cityOnly } from "../matching/profile-card";
import { isFavorite } from "./favorites.repo";
import * as repo from "./public-profiles.repo";

export interface PublicProfileDeps {
  db: Db;
  answerIndex: MatchingIndex;
}

/**
 * Whether `viewerId` may see `otherId` at all: not blocked either way, and either listed in searches or
 * sharing a match request with the viewer. Knowing an id is not enough to read a hidden person's profile.
 */
export async function maySee(db: Db, viewerId: string, otherId: string): Promise<boolean> {
  if (viewerId === otherId) return true;
  const target = await findTarget(db, otherId);
  if (!target || (await isBlockedEitherWay(db, viewerId, otherId))) return false;
  // Someone held for review (an 'underage' report) is out of sight of strangers until a moderator decides.
  if (target.appearInSearches && !target.moderationHold) return true;
  const [mine, theirs] = await Promise.all([matchStatus(db, viewerId, otherId), matchStatus(db, otherId, viewerId)]);
  return mine.requested || theirs.requested;
}

/** The same rule as SQL for paged lists (blocks are filtered by the caller with notBlockedWith). */
export const listedOrKnownTo = (viewerId: string, otherColumn: AnyColumn): SQL =>
  repo.listedOrKnownTo(viewerId, otherColumn);

/** What both answered alike, grouped D/O/W/N; Sex & Intimacy only between mutual matches. */
function pairAnswers(deps: PublicProfileDeps, viewerId: string, otherId: string, matched: boolean) {
  const { index } = deps.answerIndex;
  const { alike, weight, common } = comparePair(index.answersOf(viewerId), index.answersOf(otherId));
  const items: MatchedOnItem[] = alike.flatMap((a) => {
    const question = findQuestion(a.questionId);
    if (!question || !mayList(question.categoryId, matched)) return [];
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
  if (!(await maySee(deps.db, viewerId, otherId))) throw notFound("Profile not found");
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
  const pair = self ? { downScore: null, matchedOn: [] } : pairAnswers(deps, viewerId, otherId, matched);
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
