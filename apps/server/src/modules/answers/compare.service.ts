import type { Response } from "@down/common/constants";
import { findQuestion } from "@down/common/questions";
import { OPENERS_MAX, type Openers, openerFor } from "@down/common/schemas/openers";
import { compareAsSeen, groupMatchedOn, scoreFromTotals } from "@down/common/scoring";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { findTarget, matchStatus } from "../matches/matches.service";
import * as repo from "./answers.repo";

/**
 * A user's answers to bank questions. Answers to generated questions are left out, as the answer index
 * leaves them out, so this score is the one the person's card shows.
 */
async function answerMap(db: Db, userId: string): Promise<Map<string, Response>> {
  const rows = await repo.listAnswers(db, userId);
  return new Map(rows.filter((r) => findQuestion(r.questionId)).map((r) => [r.questionId, r.response]));
}

/**
 * How `userId` stands with `other` for comparing: null when they may not compare at all. Knowing someone's
 * id is not enough: the other must be listed in searches or be a mutual match — a one-sided request does
 * not open it, or anyone could request a hidden person and read their answers. Someone held for review (an
 * 'underage' report) is out of searches until a moderator decides, so only a mutual match made before the
 * hold still compares. Otherwise they look as absent as an unknown id (docs/decisions/007).
 */
async function comparing(
  db: Db,
  userId: string,
  other: { id: string; appearInSearches: boolean; moderationHold: boolean },
) {
  if (other.id === userId || (await isHiddenEitherWay(db, userId, other.id))) return null;
  const { isMatched } = await matchStatus(db, userId, other.id);
  const listed = other.appearInSearches && !other.moderationHold;
  return isMatched || listed ? { matched: isMatched } : null;
}

/** Everything two people answered alike, grouped D/O/W/N, with their DOWN SCORE (the All matches screen). */
export async function compareWith(db: Db, userId: string, otherId: string) {
  const other = await findTarget(db, otherId);
  const relation = other ? await comparing(db, userId, other) : null;
  if (!other || !relation) throw notFound("User not found");
  // Between people who are not mutual matches the hidden categories (Sex & Intimacy) are left out of the
  // list, `common` and the score alike: otherwise re-reading the score after answering one hidden question
  // D, O or W reads the other's answer to it (issue 23, finding 4; docs/decisions/007).
  const { alike, weight, common } = compareAsSeen(
    await answerMap(db, userId),
    await answerMap(db, otherId),
    relation.matched,
    (questionId) => findQuestion(questionId)?.categoryId,
  );
  const items = alike.flatMap((a) => {
    const question = findQuestion(a.questionId);
    if (!question) return [];
    return [{ ...a, question: question.statement, category: question.categoryId }];
  });
  return {
    user: { id: other.id, name: other.name, photo: other.photo },
    downScore: scoreFromTotals(weight, common),
    common,
    groups: groupMatchedOn(items),
  };
}

/** Which shared answer makes the better first line: something both did, then both want, then both are open to. */
const OPENER_ORDER = { D: 0, W: 1, O: 2 } as const;

/**
 * Two openers for an empty conversation between matches, from what both answered alike. Only answers
 * either could see of the other count: the hidden categories (docs/decisions/007) are left out even between
 * matches, so an opener never says what the other answered there, and a blocked or unmatched pair gets none
 * (404, like the conversation). One per category, so the two are about different things.
 */
export async function openersWith(db: Db, userId: string, otherId: string): Promise<Openers> {
  const other = await findTarget(db, otherId);
  const hidden = !other || other.id === userId || (await isHiddenEitherWay(db, userId, otherId));
  if (hidden || !(await matchStatus(db, userId, otherId)).isMatched) throw notFound("Conversation not found");
  const { alike } = compareAsSeen(
    await answerMap(db, userId),
    await answerMap(db, otherId),
    false,
    (questionId) => findQuestion(questionId)?.categoryId,
  );
  const candidates = alike
    .flatMap((a) => {
      const question = findQuestion(a.questionId);
      if (!question || a.response === "N") return [];
      return [{ question, response: a.response }];
    })
    .sort(
      (a, b) =>
        OPENER_ORDER[a.response] - OPENER_ORDER[b.response] ||
        a.question.categoryId.localeCompare(b.question.categoryId) ||
        a.question.order - b.question.order,
    );
  const categories = new Set<string>();
  const items = [];
  for (const { question, response } of candidates) {
    if (categories.has(question.categoryId)) continue;
    categories.add(question.categoryId);
    items.push(openerFor(question.id, question.statement, response));
    if (items.length === OPENERS_MAX) break;
  }
  return { items };
}
