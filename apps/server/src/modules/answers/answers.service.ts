import { type CategoryId, getCategory } from "@down/common/categories";
import { ANSWER_CHANGES_PER_DAY, type Response } from "@down/common/constants";
import { questionId } from "@down/common/question-id";
import { allQuestions, findQuestion, reserveQuestions } from "@down/common/questions";
import type { AnswerSummary } from "@down/common/schemas/answers";
import { profileDownPercent, profileDownScoreOfCounts } from "@down/common/scoring";
import type { QuestionWriter } from "../../adapters/llm";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/app-error";
import type { MatchingIndex } from "../../matching/matching-index";
import { type Allowance, useAllowance } from "../allowances/allowances.service";
import * as repo from "./answers.repo";

const ANSWER_CHANGES: Allowance = {
  kind: "answer-change",
  max: ANSWER_CHANGES_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
  message: `You can change up to ${ANSWER_CHANGES_PER_DAY} answers a day. Please try again tomorrow.`,
};

export interface AnswerDeps {
  db: Db;
  matchingIndex: MatchingIndex;
}

export async function recordAnswer(
  deps: AnswerDeps,
  answer: { userId: string; categoryId: CategoryId; questionId: string; response: Response },
): Promise<void> {
  if (!(await isQuestionOf(deps.db, answer.questionId, answer.categoryId))) {
    throw badRequest(`Unknown question ${answer.questionId} in ${answer.categoryId}`);
  }
  // Changing answers is limited: flipping one's own answers and watching a shared score move would
  // otherwise read another person's answers back (docs/decisions/007).
  await repo.saveAnswer(deps.db, { ...answer, categoryName: getCategory(answer.categoryId).name }, (tx) =>
    useAllowance(tx, answer.userId, ANSWER_CHANGES),
  );
  // Committed above; now this instance's index learns it, and through the bus every other one. A generated
  // question has no slot in the index's bank layout, so AnswerIndex.setAnswer skips it (QuestionLayout.slotOf
  // is -1): its answer is stored and tallied but never scored, here or after a restart.
  await deps.matchingIndex.applyAnswer(answer.userId, answer.questionId, answer.response);
}

/** A bank question of that category, or a generated one stored for it. */
async function isQuestionOf(db: Db, id: string, categoryId: CategoryId): Promise<boolean> {
  const question = findQuestion(id);
  if (question) return question.categoryId === categoryId;
  return repo.isStoredQuestion(db, id, categoryId);
}

/** Every category's tally and the profile DOWN score over all of them. */
export async function answerSummary(db: Db, userId: string): Promise<AnswerSummary> {
  const categories = await repo.listAnalytics(db, userId);
  const counts = { D: 0, O: 0, W: 0, N: 0 };
  for (const c of categories) {
    counts.D += c.dCount;
    counts.O += c.oCount;
    counts.W += c.wCount;
    counts.N += c.nCount;
  }
  const answerCount = counts.D + counts.O + counts.W + counts.N;
  const downScore = profileDownScoreOfCounts(counts);
  return { answerCount, downScore, downPercent: profileDownPercent(downScore, answerCount), categories };
}

export async function listAnswers(db: Db, userId: string, categoryId: CategoryId) {
  const rows = await repo.listAnswers(db, userId, categoryId);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const SPARE_STATEMENTS = 5;
const MAX_STATEMENTS_ASKED = 60;

export interface MoreQuestionsDeps {
  db: Db;
  questionWriter: QuestionWriter;
}

/**
 * Statements the user has not answered: the reserve pool first, in bank order, then questions generated
 * earlier; when those cannot fill `count`, the question writer is asked for the rest. Generated statements are stored so answers to them
 * can be recorded; a writer that fails or writes nothing leaves the reserve statements alone.
 */
export async function moreQuestions(
  deps: MoreQuestionsDeps,
  userId: string,
  categoryId: CategoryId,
  count: number,
): Promise<string[]> {
  const answered = new Set((await repo.listAnswers(deps.db, userId, categoryId)).map((r) => r.questionId));
  const fromReserve = reserveQuestions(categoryId)
    .filter((q) => !answered.has(q.id))
    .slice(0, count);
  if (fromReserve.length >= count) return fromReserve.map((q) => q.statement);

  // Statements the model already wrote for someone else come next, so each is written (and paid for) once.
  const stored = await repo.listStoredQuestions(deps.db, categoryId);
  const fromStored = stored.filter((q) => !answered.has(q.id)).slice(0, count - fromReserve.length);
  const missing = count - fromReserve.length - fromStored.length;
  if (missing <= 0) return [...fromReserve, ...fromStored].map((q) => q.statement);

  const known = [...allQuestions(categoryId), ...stored];
  // A few spare, since some may repeat the bank or one another and be dropped below.
  const asked = Math.min(missing + SPARE_STATEMENTS, MAX_STATEMENTS_ASKED);
  const written = await deps.questionWriter.write({ categoryId, count: asked, avoid: known.map((q) => q.statement) });
  const taken = new Set([...answered, ...stored.map((q) => q.id)]);
  const generated = newQuestions(categoryId, written, taken).slice(0, missing);
  await repo.storeQuestions(deps.db, getCategory(categoryId), known.length + 1, generated);
  return [...fromReserve, ...fromStored, ...generated].map((q) => q.statement);
}

/**
 * Written statements as questions with their slug ids (docs/product.md#question-ids; the client derives the same), minus
 * any the bank already has, that are already stored or answered (`taken`), or that repeat one another. A statement with no
 * latin letter or digit has a meaningless slug that other statements would share, so it is dropped.
 */
export function newQuestions(categoryId: CategoryId, statements: readonly string[], taken: ReadonlySet<string>) {
  const seen = new Set<string>();
  return statements.flatMap((statement) => {
    const id = questionId(categoryId, statement);
    const slug = id.slice(categoryId.length + 1);
    if (!/[a-z0-9]/.test(slug) || findQuestion(id) || taken.has(id) || seen.has(id)) return [];
    seen.add(id);
    return [{ id, statement }];
  });
}
