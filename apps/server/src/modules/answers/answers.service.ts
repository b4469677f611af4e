import { type CategoryId, getCategory } from "@down/common/categories";
import type { Response } from "@down/common/constants";
import { findQuestion, reserveQuestions } from "@down/common/questions";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/app-error";
import type { MatchingIndex } from "../matching/matching-index";
import * as repo from "./answers.repo";

export interface AnswerDeps {
  db: Db;
  answerIndex: MatchingIndex;
}

export async function recordAnswer(
  deps: AnswerDeps,
  answer: { userId: string; categoryId: CategoryId; questionId: string; response: Response },
): Promise<void> {
  const question = findQuestion(answer.questionId);
  if (!question || question.categoryId !== answer.categoryId) {
    throw badRequest(`Unknown question ${answer.questionId} in ${answer.categoryId}`);
  }
  await repo.saveAnswer(deps.db, { ...answer, categoryName: getCategory(answer.categoryId).name });
  // Committed above; now this instance's index learns it, and through the bus every other one.
  await deps.answerIndex.applyAnswer(answer.userId, answer.questionId, answer.response);
}

export async function listAnswers(db: Db, userId: string, categoryId: CategoryId) {
  const rows = await repo.listAnswers(db, userId, categoryId);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Statements from the reserve pool the user has not answered yet, in bank order. */
export async function moreQuestions(db: Db, userId: string, categoryId: CategoryId, count: number): Promise<string[]> {
  const answered = new Set((await repo.listAnswers(db, userId, categoryId)).map((r) => r.questionId));
  return reserveQuestions(categoryId)
    .filter((q) => !answered.has(q.id))
    .slice(0, count)
    .map((q) => q.statement);
}
