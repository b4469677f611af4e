import { type CategoryId, getCategory } from "@down/common/categories";
import { QUESTIONS_PER_SESSION } from "@down/common/constants";
import { allQuestions, type Question } from "@down/common/questions";
import type { QuestionSession } from "@down/common/schemas/question-session";
import type { Db } from "../../db/client";
import * as repo from "./answers.repo";
import { type MoreQuestionsDeps, newQuestions } from "./answers.service";

/**
 * A category's sessions are derived, not stored (docs/decisions/025): every statement of the category has
 * a fixed place — the 20 written ones, then the reserve in bank order, then generated ones in the order
 * they were stored (stored questions are only ever appended) — and session n is the n-th run of 20 in that
 * order. The person's answers, already kept, say how far they are. So a reload, a second tab or another
 * device sees the same 20 statements and the same "Question 10 of 20", with nothing new to keep in step.
 *
 * The current session is the last one holding any answer (the first before any). Once all its statements
 * are answered it is finished and stays so: the next one opens only when the person asks (`openNext`).
 */

const SPARE_STATEMENTS = 5;

function categoryOrder(categoryId: CategoryId, stored: ReadonlyArray<{ id: string; statement: string }>): Question[] {
  const bank = allQuestions(categoryId);
  const known = new Set(bank.map((q) => q.id));
  const generated = stored
    .filter((q) => !known.has(q.id))
    .map((q, i) => ({ id: q.id, categoryId, statement: q.statement, order: bank.length + i + 1 }));
  return [...bank, ...generated];
}

function sessionsOf(order: readonly Question[]): Question[][] {
  const sessions: Question[][] = [];
  for (let i = 0; i < order.length; i += QUESTIONS_PER_SESSION)
    sessions.push(order.slice(i, i + QUESTIONS_PER_SESSION));
  return sessions;
}

function view(
  categoryId: CategoryId,
  sessions: readonly Question[][],
  index: number,
  answered: ReadonlySet<string>,
): QuestionSession {
  const questions = sessions[index] ?? [];
  const answeredIds = questions.filter((q) => answered.has(q.id)).map((q) => q.id);
  return {
    categoryId,
    number: index + 1,
    questions,
    answeredIds,
    finished: answeredIds.length === questions.length,
  };
}

async function state(db: Db, userId: string, categoryId: CategoryId) {
  const [answers, stored] = await Promise.all([
    repo.listAnswers(db, userId, categoryId),
    repo.listStoredQuestions(db, categoryId),
  ]);
  const answered = new Set(answers.map((a) => a.questionId));
  const sessions = sessionsOf(categoryOrder(categoryId, stored));
  let current = 0;
  sessions.forEach((session, i) => {
    if (session.some((q) => answered.has(q.id))) current = i;
  });
  return { answered, sessions, current, stored };
}

/** The session the person is in: the same statements and place on every call until they ask for more. */
export async function currentSession(db: Db, userId: string, categoryId: CategoryId): Promise<QuestionSession> {
  const { answered, sessions, current } = await state(db, userId, categoryId);
  return view(categoryId, sessions, current, answered);
}

/**
 * "More questions": the next session after a finished one (an unfinished one is returned as it is, so two
 * taps or two tabs never skip ahead). When the reserve runs short, the question writer fills the session up
 * to 20 and its statements are stored, so they keep their place for every later call; a writer that fails
 * leaves a shorter session (docs/product.md#question-deck).
 */
export async function openNext(deps: MoreQuestionsDeps, userId: string, categoryId: CategoryId) {
  const first = await state(deps.db, userId, categoryId);
  const now = view(categoryId, first.sessions, first.current, first.answered);
  if (!now.finished) return now;
  // The first later session with something left to answer (answers from before sessions may cover some).
  const nextIndex = (s: typeof first) => {
    for (let i = s.current + 1; i < s.sessions.length; i++) {
      const session = s.sessions[i] ?? [];
      if (session.length === QUESTIONS_PER_SESSION && session.some((q) => !s.answered.has(q.id))) return i;
    }
    return -1;
  };
  const found = nextIndex(first);
  if (found >= 0) return view(categoryId, first.sessions, found, first.answered);

  // Fill the last, shorter session up to 20, or add a whole one after a full last session.
  const last = first.sessions.at(-1) ?? [];
  const missing = QUESTIONS_PER_SESSION - (last.length % QUESTIONS_PER_SESSION);
  try {
    const known = [...allQuestions(categoryId), ...first.stored];
    const written = await deps.questionWriter.write({
      categoryId,
      count: missing + SPARE_STATEMENTS,
      avoid: known.map((q) => q.statement),
    });
    const generated = newQuestions(categoryId, written, new Set(first.stored.map((q) => q.id))).slice(0, missing);
    await repo.storeQuestions(deps.db, getCategory(categoryId), known.length + 1, generated);
  } catch (error) {
    // The written statements still make a session; the person is not shown the writer's failure.
    console.log("Failed to generate more questions", error);
  }
  const after = await state(deps.db, userId, categoryId);
  for (let i = first.current; i < after.sessions.length; i++) {
    if (after.sessions[i]?.some((q) => !after.answered.has(q.id))) {
      return view(categoryId, after.sessions, i, after.answered);
    }
  }
  return now;
}
