import type { Category } from "@down/common/categories";
import { QUESTIONS_PER_SESSION } from "@down/common/constants";
import type { Question } from "@down/common/questions";
import { useQuery } from "@tanstack/react-query";
import { capDeck, generatedToQuestions, unansweredBuiltIns } from "../lib/build-deck";
import { generateQuestions } from "./generate-questions";
import { fetchUserResponses } from "./get-user-responses";

export const questionDeckKey = (userId: string, categoryId: string) => ["question-deck", userId, categoryId] as const;

/**
 * docs/product.md#question-deck: built-in questions minus answered ones; when fewer than 20 remain, generated
 * questions are appended. Generation failure falls back to the built-in list (console log only).
 */
export async function loadQuestionDeck(userId: string, category: Category): Promise<Question[]> {
  const answers = await fetchUserResponses(userId, category.id);
  const answered = new Set(answers.map((answer) => answer.questionId));
  const deck = unansweredBuiltIns(category.id, answered);
  if (deck.length >= QUESTIONS_PER_SESSION) return capDeck(deck);
  try {
    const statements = await generateQuestions(category.id);
    const exclude = new Set([...answered, ...deck.map((question) => question.id)]);
    return capDeck([...deck, ...generatedToQuestions(category.id, statements, exclude, deck.length + 1)]);
  } catch (error) {
    console.log("Failed to generate AI questions", error);
    return deck;
  }
}

export function useQuestionDeck(userId: string, category: Category) {
  return useQuery({
    queryKey: questionDeckKey(userId, category.id),
    queryFn: () => loadQuestionDeck(userId, category),
    // A deck is a snapshot for one session: coming back to the screen should deal a fresh one.
    gcTime: 0,
  });
}
