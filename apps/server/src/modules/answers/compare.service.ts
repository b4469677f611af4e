import type { Response } from "@down/common/constants";
import { findQuestion } from "@down/common/questions";
import { comparePair, groupMatchedOn, scoreFromTotals } from "@down/common/scoring";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { findTarget, isBlockedEitherWay } from "../matches/matches.service";
import * as repo from "./answers.repo";

async function answerMap(db: Db, userId: string): Promise<Map<string, Response>> {
  const rows = await repo.listAnswers(db, userId);
  return new Map(rows.map((r) => [r.questionId, r.response]));
}

/** Everything two people answered alike, grouped D/O/W/N, with their DOWN SCORE (the All matches screen). */
export async function compareWith(db: Db, userId: string, otherId: string) {
  const other = await findTarget(db, otherId);
  if (!other || otherId === userId || (await isBlockedEitherWay(db, userId, otherId))) throw notFound("User not found");
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
