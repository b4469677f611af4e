import type { CategoryId } from "@down/common/categories";
import { QUESTIONS_PER_SESSION } from "@down/common/constants";
import { questionId } from "@down/common/question-id";
import { builtInQuestions, type Question } from "@down/common/questions";

/** Built-in questions the user has not answered yet, in their fixed order. */
export function unansweredBuiltIns(categoryId: CategoryId, answered: ReadonlySet<string>): Question[] {
  return builtInQuestions(categoryId).filter((question) => !answered.has(question.id));
}

/** Generated statements become questions with the spec's slug id, skipping answered and duplicate ones. */
export function generatedToQuestions(
  categoryId: CategoryId,
  statements: readonly string[],
  exclude: ReadonlySet<string>,
  firstOrder: number,
): Question[] {
  const seen = new Set(exclude);
  const questions: Question[] = [];
  for (const statement of statements) {
    const id = questionId(categoryId, statement);
    if (seen.has(id)) continue;
    seen.add(id);
    questions.push({ id, categoryId, statement, order: firstOrder + questions.length });
  }
  return questions;
}

/** docs/product.md#question-deck: at most 20 questions per session. */
export function capDeck(questions: readonly Question[]): Question[] {
  return questions.slice(0, QUESTIONS_PER_SESSION);
}
