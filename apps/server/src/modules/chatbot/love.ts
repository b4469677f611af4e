import { SUGGESTED_QUESTIONS, type VisualType } from "@down/common/schemas/chatbot";
import type { AssistantModel } from "../../adapters/assistant-model";
import type { Intent } from "./knowledge/intent";
import { KNOWLEDGE_BASE } from "./knowledge/knowledge-base";
import { createIntentMatcher } from "./matcher";
import { type OwnDataDeps, ownDataAnswer, ownFiguresForModel } from "./own-data";

export const FALLBACK_ANSWER =
  "I'm not sure I understood that one. I can help with matching and DOWN SCORE, messaging, inviting someone on a date, your profile and settings, safety and privacy, and your own numbers, like how many matches you have. Try one of these:";

/** Intents whose answer is an invitation to ask something: they offer the chips too. */
const OFFERS_SUGGESTIONS = new Set(["greeting", "what-can-love-do"]);

export interface LoveReply {
  content: string;
  visualType: VisualType | null;
  suggestions: string[];
  /** The knowledge-base intent answered, or null for the fallback. */
  intentId: string | null;
}

// Built once per process: indexing the knowledge base takes a few milliseconds, a lookup far less.
const matcher = createIntentMatcher(KNOWLEDGE_BASE);

/** The intent LOVE would answer a question with, or null for the fallback (no database: the evaluation uses it). */
export function classify(question: string): Intent | null {
  return matcher.match(question)?.intent ?? null;
}

export interface LoveDeps extends OwnDataDeps {
  /** Set when LLM_BASE_URL is configured; otherwise LOVE answers from the knowledge base alone. */
  model?: AssistantModel | undefined;
}

/** LOVE's local answer: the matched intent's written answer, or the asker's own figures for a data question. */
async function localReply(deps: LoveDeps, userId: string, intent: Intent | null): Promise<LoveReply> {
  if (!intent)
    return { content: FALLBACK_ANSWER, visualType: null, suggestions: [...SUGGESTED_QUESTIONS], intentId: null };
  const content = intent.ownData ? await ownDataAnswer(deps, userId, intent.ownData) : intent.answer;
  return {
    content,
    visualType: intent.visual ?? null,
    suggestions: OFFERS_SUGGESTIONS.has(intent.id) ? [...SUGGESTED_QUESTIONS] : [],
    intentId: intent.id,
  };
}

/**
 * With a model, the model words the answer from the closest knowledge-base entries and the asker's own
 * figures; any failure or timeout falls back to the local answer, so LOVE always answers.
 */
export async function answerQuestion(deps: LoveDeps, userId: string, question: string): Promise<LoveReply> {
  const intent = classify(question);
  if (!deps.model) return localReply(deps, userId, intent);
  const knowledge = matcher
    .ranked(question, 3)
    .map((m) => (m.intent.ownData ? null : m.intent.answer))
    .filter((answer): answer is string => answer !== null);
  const figures = await ownFiguresForModel(deps, userId);
  const worded = await deps.model.answer({ question, knowledge, figures });
  if (worded === null) return localReply(deps, userId, intent);
  return {
    content: worded,
    visualType: intent?.visual ?? null,
    suggestions: intent ? [] : [...SUGGESTED_QUESTIONS],
    intentId: intent?.id ?? null,
  };
}
