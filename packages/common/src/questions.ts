import { CATEGORY_IDS, type CategoryId } from "./categories";
import { adventureBank } from "./question-bank/adventure";
import { businessBank } from "./question-bank/business";
import { designBank } from "./question-bank/design";
import { entertainmentBank } from "./question-bank/entertainment";
import { familyBank } from "./question-bank/family";
import { financesBank } from "./question-bank/finances";
import { foodBank } from "./question-bank/food";
import { homeBank } from "./question-bank/home";
import { intimacyBank } from "./question-bank/intimacy";
import { lifestyleBank } from "./question-bank/lifestyle";
import { passionsBank } from "./question-bank/passions";
import { relationshipsBank } from "./question-bank/relationships";
import { socialBank } from "./question-bank/social";
import { travelBank } from "./question-bank/travel";
import { valuesBank } from "./question-bank/values";
import { wellnessBank } from "./question-bank/wellness";
import { questionId } from "./question-id";

export interface Question {
  id: string;
  categoryId: CategoryId;
  statement: string;
  order: number;
}

export interface CategoryBank {
  builtIn: readonly string[];
  reserve: readonly string[];
}

export const QUESTION_BANK: Record<CategoryId, CategoryBank> = {
  adventure: adventureBank,
  travel: travelBank,
  food: foodBank,
  entertainment: entertainmentBank,
  wellness: wellnessBank,
  social: socialBank,
  relationships: relationshipsBank,
  intimacy: intimacyBank,
  family: familyBank,
  home: homeBank,
  values: valuesBank,
  business: businessBank,
  finances: financesBank,
  lifestyle: lifestyleBank,
  design: designBank,
  passions: passionsBank,
};

function toQuestions(categoryId: CategoryId, statements: readonly string[], firstOrder: number): Question[] {
  return statements.map((statement, i) => ({
    id: questionId(categoryId, statement),
    categoryId,
    statement,
    order: firstOrder + i,
  }));
}

/** The category's 20 built-in questions, ordered 1..20. */
export function builtInQuestions(categoryId: CategoryId): Question[] {
  return toQuestions(categoryId, QUESTION_BANK[categoryId].builtIn, 1);
}

/** Reserve questions; their order continues after the built-ins so orders stay unique within a category. */
export function reserveQuestions(categoryId: CategoryId): Question[] {
  const { builtIn, reserve } = QUESTION_BANK[categoryId];
  return toQuestions(categoryId, reserve, builtIn.length + 1);
}

export function allQuestions(categoryId: CategoryId): Question[] {
  return [...builtInQuestions(categoryId), ...reserveQuestions(categoryId)];
}

export const ALL_QUESTIONS: readonly Question[] = CATEGORY_IDS.flatMap((categoryId) => allQuestions(categoryId));

const questionsById = new Map(ALL_QUESTIONS.map((q) => [q.id, q]));

export function findQuestion(questionId: string): Question | undefined {
  return questionsById.get(questionId);
}
