import { findQuestion } from "@down/common/questions";
import type { MatchedOnItem, ProfileCard } from "@down/common/schemas/search";
import { mayList, orderMatchedOn } from "@down/common/scoring";
import type { AnswerIndex } from "../../matching/answer-index";
import type { Candidate } from "../../matching/candidate-search";
import { alikeSlots, type Probe } from "../../matching/pair-kernel";
import { CODE_RESPONSE } from "../../matching/question-layout";
import type { CardRow } from "./search.repo";

/** "Nashville, TN" → "Nashville": cards show the city only. */
export const cityOnly = (location: string | null) => location?.split(",")[0]?.trim() || null;

/** The first sentence of the bio, else of what they are looking for. */
export function tagline(bio: string | null, lookingFor: string | null): string {
  const text = bio?.trim() || lookingFor?.trim() || "";
  const sentence = /^.*?[.!?](?=\s|$)/s.exec(text);
  return (sentence ? sentence[0] : text).trim();
}

/** Every question both answered alike, in D, O, W, N group order. */
export function matchedOn(index: AnswerIndex, probe: Probe, v: number): MatchedOnItem[] {
  const items: MatchedOnItem[] = [];
  for (const [slot, code] of alikeSlots(index.answers, probe, v)) {
    const question = findQuestion(index.layout.questionAt(slot) ?? "");
    if (!question) continue;
    items.push({
      questionId: question.id,
      question: question.statement,
      response: CODE_RESPONSE[code]!,
      category: question.categoryId,
    });
  }
  return orderMatchedOn(items);
}

/** Where the viewer stands with a card's person. */
export interface CardRelation {
  matched: boolean;
  requested: boolean;
  /** They asked the viewer, who has not answered (absent: no). */
  likesYou?: boolean;
}

export function toCard(
  row: CardRow,
  candidate: Pick<Candidate, "score" | "distance">,
  relation: CardRelation,
  items: MatchedOnItem[],
): ProfileCard {
  return {
    id: row.userId,
    name: row.name,
    age: row.age,
    location: cityOnly(row.location),
    tagline: tagline(row.bio, row.lookingFor),
    photo: row.photos[0] ?? null,
    photos: row.photos,
    verified: row.verified,
    rating: row.rating,
    reviewCount: row.reviewCount,
    dateCount: row.dateCount,
    status: relation.matched ? "Matched" : "New",
    requested: !relation.matched && relation.requested,
    likesYou: !relation.matched && relation.likesYou === true,
    // Sex & Intimacy answers still count in downScore; they are listed only between mutual matches.
    matchedOn: items.filter((item) => mayList(item.category, relation.matched)),
    downScore: candidate.score,
    distance: Math.round(candidate.distance),
  };
}
