import type { Response } from "@down/common/constants";
import { findQuestion } from "@down/common/questions";
import { comparePair, groupMatchedOn, scoreFromTotals } from "@down/common/scoring";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { findTarget, isBlockedEitherWay, requestedEitherWay } from "../matches/matches.service";
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
 * Whether `userId` may compare with `other`. Knowing someone's id is not enough: anyone could answer
 * one question each way and read the other's answers back. So the other must be listed in searches or
 * share a match request with the viewer; otherwise they look as absent as an unknown id.
 */
async function mayCompare(db: Db, userId: string, other: { id: string; appearInSearches: boolean }) {
  if (other.id === userId || (await isBlockedEitherWay(db, userId, other.id))) return false;
  return other.appearInSearches || requestedEitherWay(db, userId, other.id);
}

/** Everything two people answered alike, grouped D/O/W/N, with their DOWN SCORE (the All matches screen). */
export async function compareWith(db: Db, userId: string, otherId: string) {
  const other = await findTarget(db, otherId);
  if (!other || !(await mayCompare(db, userId, other))) throw notFound("User not found");
  const { alike, weight, common } = comparePair(await answerMap(db, userId), await answerMap(db, otherId));
  const items = alike.flatMap((a) => {
    const question = findQuestion(a.questionId);
    return question ? [{ ...a, question: question.statement, category: question.categoryId }] : [];
  });
  return {
    user: { id: other.id, name: other.name, photo: other.photo },
    downScore: scoreFromTotals(weight, common),
    common,
    groups: groupMatchedOn(items),
  };
}
