import type { VisualType } from "@down/common/schemas/chatbot";

/** Groups the evaluation reports accuracy by; one per area of the app. */
export const INTENT_GROUPS = [
  "matching",
  "questions",
  "results",
  "connections",
  "messaging",
  "dates",
  "profile",
  "settings",
  "notifications",
  "safety",
  "privacy",
  "account",
  "app",
  "own-data",
] as const;
export type IntentGroup = (typeof INTENT_GROUPS)[number];

/** Answers computed on the server from the asker's own rows. */
/** Answers about the asker that a model never words: names and figures stay the app's (docs/decisions/031). */
export const PERSONAL_DATA_KINDS = [
  "best-match",
  "nearest-match",
  "score-with",
  "why-no-one",
  "waiting-on-me",
  "be-found",
  "not-replying",
] as const;

export const OWN_DATA_KINDS = [
  "match-count",
  "down-score",
  "last-match",
  "upcoming-dates",
  "answer-count",
  "categories-left",
  // Issue 27 item 2: answers about the asker computed with the services the screens use (personal/*.ts).
  ...PERSONAL_DATA_KINDS,
] as const;
export type OwnDataKind = (typeof OWN_DATA_KINDS)[number];

/**
 * One thing a person may want from LOVE. `phrasings` are the ways people ask it (the matcher indexes
 * each one); `answer` is written in DOWN's voice and may hold in-app links as `[Label](/path)`.
 */
export interface Intent {
  id: string;
  group: IntentGroup;
  phrasings: readonly string[];
  answer: string;
  /** A step-by-step picture the panel can draw for this answer. */
  visual?: VisualType;
  /** The answer is computed from the asker's data; `answer` is only what the model is told it covers. */
  ownData?: OwnDataKind;
}
