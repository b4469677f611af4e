import { SUGGESTED_QUESTIONS, type VisualType } from "@down/common/schemas/chatbot";
import type { AssistantModel } from "../../adapters/assistant-model";
import { type Intent, type OwnDataKind, PERSONAL_DATA_KINDS } from "./knowledge/intent";
import { KNOWLEDGE_BASE } from "./knowledge/knowledge-base";
import { createIntentMatcher } from "./matcher";
import { type About, type OwnDataDeps, ownDataAnswer, ownFiguresForModel } from "./own-data";
import {
  asksToUndo,
  contextOf,
  isBareFollowUp,
  isFollowUp,
  mentionsPronoun,
  type Turn,
  UNDO_OF,
} from "./personal/follow-up";
import { knownPeople, resolveName } from "./personal/people";
import { foldedWords } from "./personal/words";

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

const byId = new Map(KNOWLEDGE_BASE.map((intent) => [intent.id, intent]));
/** Static answers back to their intent: how a stored answer tells LOVE what the conversation was about. */
const byAnswer = new Map(KNOWLEDGE_BASE.filter((i) => !i.ownData).map((intent) => [intent.answer, intent]));

/** Words after "with" that are not somebody's name: "my score with someone" is the how-to question. */
const NOT_A_NAME = new Set(
  "someone somebody anyone anybody everyone everybody people person persons them her him they others other my a an the this that these those matches match each all who whom me you your yours his their theirs someones another user users partner partners guy guys girl girls friend friends him? her? ppl".split(
    " ",
  ),
);
const SCORE_WORDS =
  /\d{1,3}\s*(%|percent|pc\b)|\bpercent|\bpercentage|\bscore|\bcompatib|\bcompatab|\bmatch (rate|%)|\bmean/i;
const WITH_SOMEONE = /\b(?:with|and me|me and|between me and|for)\s+([\p{L}][\p{L}'’.-]*)/iu;
/** Words that make "nobody shows up" a question about the Results screen itself rather than about people. */
const ABOUT_THE_SCREEN = /\b(results?|search(es)?|list|page|screen|empty|zero|0)\b/i;

/**
 * "what does my 11 % with Phoenix mean": a score question that names someone is about that person's score
 * (my-score-with), whatever name it is; "my score with someone" stays the how-to (down-score).
 */
function namesScoreWithSomeone(question: string): boolean {
  if (!SCORE_WORDS.test(question)) return false;
  const name = WITH_SOMEONE.exec(question)?.[1];
  if (!name) return false;
  const [folded] = foldedWords(name);
  return folded !== undefined && !NOT_A_NAME.has(folded) && !/^(down|dating|love|the)$/.test(folded);
}

/**
 * Asking the clock or the calendar ("what time is it", "whats the date today") is not about DOWN, though
 * its words are in answers (a code's time, a date's day): LOVE says what it can help with instead.
 */
const ASKS_THE_CLOCK =
  /^(what|whats|what's)( is)? (the )?(time|day|date|year)( is it)?( (now|today|rn|right now))?[\s?!.]*$/i;

/**
 * Where a name goes in a question about someone: after what is done to them ("block jake", "invite sam out"), last
 * after a date or chat "with" or after saying something "to" ("my date with sam", "what do i say to emma"), beside "me and" ("me and chris"), or as the
 * one who does not reply, blocks or cancels ("jake isn't replying").
 */
const NAME_SLOTS: readonly RegExp[] = [
  /\b(?:block|unblock|unmatch|report|invite)\s+([\p{L}][\p{L}'’-]+)(?=\s*(?:$|[?!.,]|\s(?:out|on|for|again|hes|shes|he|she|because|cuz|and|pls|please|now)\b))/iu,
  /\b(?:date|dates|match|chat|chats|conversation|messages|invite)\s+with\s+([\p{L}][\p{L}'’-]+)\s*[?!.]*$/iu,
  /\b(?:say|write|send|text|message|reply|respond)(?:\s+\p{L}+)?\s+to\s+([\p{L}][\p{L}'’-]+)\s*[?!.]*$/iu,
  /\b(?:me and|and me|and i)\s+([\p{L}][\p{L}'’-]+)\b/iu,
  /\b([\p{L}][\p{L}'’-]+)\s+and (?:me|i)\b/iu,
  /^([\p{L}][\p{L}'’-]+)\s+(?:isnt|isn't|hasnt|hasn't|wont|won't|never|keeps|doesnt|doesn't|didnt|didn't|stopped|blocked|unmatched|cancelled|canceled|ghosted)\b/iu,
];

/**
 * "how do i block jake", "when is my date with sam": the name is a word LOVE has never seen and counts against the
 * question, though it only says who. When nothing else answers, the question is read again with the name as "them".
 */
function withoutAName(question: string): string | null {
  for (const slot of NAME_SLOTS) {
    const name = slot.exec(question)?.[1];
    if (!name || NOT_A_NAME.has(name.toLowerCase()) || matcher.knows(name)) continue;
    return question.replace(name, "them");
  }
  return null;
}

/** The intent LOVE would answer a question with, or null for the fallback (no database: the evaluation uses it). */
export function classify(question: string): Intent | null {
  if (ASKS_THE_CLOCK.test(question.trim())) return null;
  if (namesScoreWithSomeone(question)) return byId.get("my-score-with") ?? null;
  let intent = matcher.match(question)?.intent ?? null;
  const unnamed = intent ? null : withoutAName(question);
  if (unnamed) intent = matcher.match(unnamed)?.intent ?? null;
  // "Why can't I see anyone" is about this person's blockers (why-no-one computes them); no-results keeps the
  // questions about an empty Results screen. Both are answered with the computed blockers (understand below).
  if (intent?.id === "no-results" && !ABOUT_THE_SCREEN.test(question)) return byId.get("why-no-one") ?? intent;
  return intent;
}

const PERSONAL_KINDS: ReadonlySet<OwnDataKind> = new Set(PERSONAL_DATA_KINDS);

/** Intents whose answer is about one person: a follow-up naming another asks the same about them. */
const ABOUT_A_PERSON = new Set(["my-score-with", "not-replying"]);
/** How-to intents a question naming one of the asker's people really means as "my score with them". */
const SCORE_HOW_TOS = new Set(["down-score", "score-higher-better", "matching-how"]);

interface Understood {
  intent: Intent | null;
  about: About;
}

/**
 * The question read in the context of the conversation (issue 27 item 3): a follow-up ("and him?", "what
 * about her?", "how do I undo that?") takes the last answer's topic and person; a name resolves among the
 * asker's matches and results. People are only looked up when the question could be about someone.
 */
async function understand(deps: LoveDeps, userId: string, question: string, previous: readonly Turn[]) {
  const classified = classify(question);
  // The Results screen's "why is it empty" is this person's blockers too: the general answer only lists them.
  const own = classified?.id === "no-results" ? (byId.get("why-no-one") ?? classified) : classified;
  const followUp = isFollowUp(question);
  const context = followUp || !own || ABOUT_A_PERSON.has(own.id) ? contextOf(previous, classify, byAnswer) : null;
  if (context?.intent && asksToUndo(question) && (!own || followUp)) {
    const undone = byId.get(UNDO_OF[context.intent.id] ?? context.intent.id) ?? context.intent;
    return { intent: undone, about: { kind: "none" } } satisfies Understood;
  }
  const mayNameSomeone = !own || followUp || ABOUT_A_PERSON.has(own.id) || SCORE_HOW_TOS.has(own.id);
  if (!mayNameSomeone) return { intent: own, about: { kind: "none" } } satisfies Understood;
  const people = await knownPeople(deps, userId);
  const named = resolveName(question, people);
  const contextPerson = people.find((p) => p.id === context?.personId);
  const about: About =
    named.kind !== "none"
      ? named
      : mentionsPronoun(question) && contextPerson
        ? { kind: "one", person: contextPerson }
        : { kind: "none" };
  const last = context?.intent ?? null;
  // A person and nothing else to go on: the same question as last time about them, or their score.
  // "is she verified?" keeps its own answer: only a bare pointer ("and him?", "what about Dana?") takes the topic.
  const bare = isBareFollowUp(question);
  if (about.kind !== "none" && (!own || SCORE_HOW_TOS.has(own.id) || (bare && !ABOUT_A_PERSON.has(own.id)))) {
    const intent = last && ABOUT_A_PERSON.has(last.id) ? last : (byId.get("my-score-with") ?? null);
    return { intent, about } satisfies Understood;
  }
  // "what about her?" with nobody to point at: ask who, rather than answer whatever the pronoun resembles.
  if (bare && about.kind === "none" && mentionsPronoun(question))
    return { intent: byId.get("my-score-with") ?? null, about } satisfies Understood;
  if (own) {
    // "my score with Phoenix" where Phoenix is nobody the asker can see: say so rather than ask who.
    const unknownName = own.id === "my-score-with" && about.kind === "none" && namesScoreWithSomeone(question);
    return { intent: own, about: unknownName ? { kind: "unknown" } : about } satisfies Understood;
  }
  // "and the nearest?" / "what about that?": the last topic again.
  return { intent: followUp ? last : null, about } satisfies Understood;
}

export interface LoveDeps extends OwnDataDeps {
  /** Set when LLM_BASE_URL is configured; otherwise LOVE answers from the knowledge base alone. */
  model?: AssistantModel | undefined;
}

/** LOVE's local answer: the matched intent's written answer, or the asker's own figures for a data question. */
async function localReply(
  deps: LoveDeps,
  userId: string,
  question: string,
  { intent, about }: Understood,
): Promise<LoveReply> {
  if (!intent)
    return { content: FALLBACK_ANSWER, visualType: null, suggestions: [...SUGGESTED_QUESTIONS], intentId: null };
  const content = intent.ownData
    ? await ownDataAnswer(deps, userId, intent.ownData, { question, about })
    : intent.answer;
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
export async function answerQuestion(
  deps: LoveDeps,
  userId: string,
  question: string,
  previous: readonly Turn[] = [],
): Promise<LoveReply> {
  const understood = await understand(deps, userId, question, previous);
  const { intent } = understood;
  // Answers about people and blockers are facts computed from the screens' services: a model rewording them
  // could only get a name or a number wrong, so they are always the local answer.
  if (!deps.model || (intent?.ownData && PERSONAL_KINDS.has(intent.ownData)))
    return localReply(deps, userId, question, understood);
  const knowledge = matcher
    .ranked(question, 3)
    .map((m) => (m.intent.ownData ? null : m.intent.answer))
    .filter((answer): answer is string => answer !== null);
  const figures = await ownFiguresForModel(deps, userId);
  const worded = await deps.model.answer({ question, knowledge, figures });
  if (worded === null) return localReply(deps, userId, question, understood);
  return {
    content: worded,
    visualType: intent?.visual ?? null,
    suggestions: intent ? [] : [...SUGGESTED_QUESTIONS],
    intentId: intent?.id ?? null,
  };
}
