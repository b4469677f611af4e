import { DEFAULT_LOCATION } from "@down/common/constants";
import { findQuestion } from "@down/common/questions";
import type { MatchedOnItem, ProfileCard } from "@down/common/schemas/search";
import { compareAsSeen, orderMatchedOn, scoreFromTotals } from "@down/common/scoring";
import type { Db } from "../../db/client";
import type { MatchingIndex } from "../../matching/matching-index";
import { chordToMiles, effectiveLocation, gridUnitVector } from "../../matching/people";
import { toCard } from "./profile-card";
import * as repo from "./search.repo";

const categoryOf = (questionId: string) => findQuestion(questionId)?.categoryId;

/**
 * Profile cards for people the viewer already knows (matches, recently viewed, favourites), in the given
 * order. Uses the plain scoring definition: these lists are short, and it keeps them independent of the
 * search kernel. `matched` names the viewer's mutual matches among them: only their cards count and list
 * the categories hidden from non-matches (docs/decisions/007); every other card is "New". `likesYou` names
 * those who asked the viewer and wait for an answer.
 */
export async function cardsFor(
  db: Db,
  matchingIndex: MatchingIndex,
  viewerId: string,
  userIds: readonly string[],
  matched: ReadonlySet<string>,
  likesYou: ReadonlySet<string> = new Set(),
): Promise<ProfileCard[]> {
  if (userIds.length === 0) return [];
  const [viewer, rows] = await Promise.all([repo.findViewer(db, viewerId), repo.cardRows(db, [...userIds])]);
  const { index } = matchingIndex;
  const origin = viewer ? effectiveLocation(viewer) : DEFAULT_LOCATION;
  const [ox, oy, oz] = gridUnitVector(origin.lat, origin.lng);
  const mine = index.answersOf(viewerId);
  const rowById = new Map(rows.map((r) => [r.userId, r]));
  return userIds.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const isMatched = matched.has(id);
    const { alike, weight, common } = compareAsSeen(mine, index.answersOf(id), isMatched, categoryOf);
    const items: MatchedOnItem[] = alike.flatMap((a) => {
      const question = findQuestion(a.questionId);
      return question
        ? [
            {
              questionId: a.questionId,
              question: question.statement,
              response: a.response,
              category: question.categoryId,
            },
          ]
        : [];
    });
    const v = index.indexOf(id);
    const { x, y, z } = index.people;
    const chord = v === undefined ? 0 : Math.hypot(x[v]! - ox, y[v]! - oy, z[v]! - oz);
    const card = toCard(
      row,
      { score: scoreFromTotals(weight, common), distance: chordToMiles(chord) },
      { matched: isMatched, requested: false, likesYou: likesYou.has(id) },
      orderMatchedOn(items),
    );
    return [card];
  });
}
