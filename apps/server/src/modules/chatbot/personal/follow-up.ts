import type { Intent } from "../knowledge/intent";
import { foldedWords } from "./words";

/** A stored turn of the conversation, oldest first (chatbot.service reads them from chatbot_messages). */
export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/** What the last answer was about: its intent, and the person it named (by the id in its links). */
export interface Context {
  intent: Intent | null;
  personId: string | null;
}

/** How many earlier questions LOVE looks back through for the topic of a follow-up. */
export const CONTEXT_TURNS = 6;

const PERSON_LINK = /\]\(\/(?:profile|all-matches|messages)\/([0-9a-f-]{36})\)/i;
const PRONOUNS = new Set(["her", "him", "them", "she", "he", "they", "hers", "his", "their"]);
const OPENERS = /^\s*(and|also|plus|ok(ay)?( and)?|so|what about|how about|same (for|with)|and what about)\b/i;
// "undo that", "how do I undo it?", "take it back": undoing the last answer's thing, not "how do I undo a swipe".
const UNDO =
  /\b((undo|reverse|revert|cancel)( (that|it|this))?\s*[?.!]*\s*$|(undo|reverse|revert|cancel) (that|it|this)\b|(take|turn|change|put|get) (it|that|this) back)/i;

/** "and him?", "what about Dana?": nothing but a pointer at someone or something from the last answer. */
export const isBareFollowUp = (question: string) => OPENERS.test(question) && foldedWords(question).length <= 6;

/** Questions that only make sense after the last answer: "and him?", "what about her?", "how do I undo that?". */
export function isFollowUp(question: string): boolean {
  const words = foldedWords(question);
  if (OPENERS.test(question) && words.length <= 8) return true;
  if (UNDO.test(question)) return true;
  return words.length <= 4 && words.some((w) => PRONOUNS.has(w) || w === "that" || w === "it");
}

export const asksToUndo = (question: string) => UNDO.test(question);
export const mentionsPronoun = (question: string) => foldedWords(question).some((w) => PRONOUNS.has(w));

/**
 * What undoing a thing is, when it has an intent of its own; any other intent's answer already says how to
 * turn it back (settings switches, pause, travel mode), so a follow-up gets that answer again.
 */
export const UNDO_OF: Readonly<Record<string, string>> = { block: "unblock" };

/**
 * The topic of the conversation so far, derived from the stored turns alone (so it survives a reload and
 * needs no column of its own): the last answer's intent is the intent whose written answer it is, or else
 * the intent of the question that asked it, looking back past follow-ups; its person is the first person
 * link in it.
 */
export function contextOf(
  turns: readonly Turn[],
  classify: (question: string) => Intent | null,
  byAnswer: ReadonlyMap<string, Intent>,
): Context {
  let personId: string | null = null;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i];
    if (!turn) continue;
    if (turn.role === "assistant") {
      personId ??= PERSON_LINK.exec(turn.content)?.[1] ?? null;
      const exact = byAnswer.get(turn.content);
      if (exact) return { intent: exact, personId };
      continue;
    }
    const intent = classify(turn.content);
    if (intent) return { intent, personId };
  }
  return { intent: null, personId };
}
