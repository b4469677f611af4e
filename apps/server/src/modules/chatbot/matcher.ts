import MiniSearch from "minisearch";
import type { Intent } from "./knowledge/intent";
import { SYNONYMS } from "./synonyms";
import { FILLER_WORDS, isNumber, isSoftTerm, processTerm, SOFT_TERMS, termsOf, tokenize } from "./terms";

export interface IntentMatch {
  intent: Intent;
  /** MiniSearch's BM25 score of the best phrasing. */
  score: number;
  /** Share of the question's content words (weighted by rarity) found in the intent's phrasings, 0–1. */
  coverage: number;
  /** How many of the question's content words a phrasing of the intent holds exactly (no typo, no prefix). */
  exactTerms: number;
  /** How many content words the question has. */
  contentTerms: number;
  /** How many of them appear nowhere in the knowledge base, phrasings or answers. */
  unknownTerms: number;
  /** How many words the question was typed with, filler included. */
  typedWords: number;
  /** True when every word LOVE understood is a soft one ("how", "my", "what"). */
  softOnly: boolean;
}

/**
 * At or below these LOVE does not guess: it says what it can help with and offers the suggestion chips.
 * Tuned on the knowledge base's own phrasings and checked by `npm run eval:assistant` on held-out ones.
 */
export const MIN_COVERAGE = 0.5;
export const MIN_SCORE = 1;
/** How much a question word counts toward coverage when it only matched through a typo or a prefix. */
/** From this many content words up, a question must share at least two exactly with the intent. */
const MIN_TERMS_FOR_SUPPORT = 3;
/** The coverage a question needs when one of its words is unknown to the whole knowledge base. */
const MIN_COVERAGE_WITH_UNKNOWN = 0.6;
const FUZZY_CREDIT = 0.75;
/** Typos are fixed from three letters up ("hwo", "waht", "fnd"); shorter words are too close to everything. */
const MIN_FIXED = 3;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
/** Unknown words this short get no credit through a typo: one edit away from them is too many other words. */
const SHORT_UNKNOWN = 4;
/** How much a question word counts toward coverage when it is only in the intent's written answer. */
const ANSWER_CREDIT = 0.3;
/**
 * A question this long of which LOVE understood only soft words ("how do i tell if shes into me" is "how my") says
 * nothing LOVE knows: "how does it work" is short, and a question about LOVE or DOWN itself ("so what exactly can
 * you do for me", the app group) is all soft words by nature.
 */
const MAX_TYPED_WHEN_SOFT_ONLY = 6;

interface PhrasingDoc {
  id: number;
  intentId: string;
  text: string;
  /** Distinct terms in the phrasing: a question that covers all of a short phrasing beats one that covers half of it. */
  termCount: number;
}

/** Typos: one edit in words of 4–6 letters, two in longer ones; short words must be exact. */
const fuzzy = (term: string) => (term.length < 4 ? 0 : term.length <= 6 ? 1 : 2);

export interface IntentMatcher {
  /** The best intent for a question, or null when nothing is close enough to answer with confidence. */
  match(question: string): IntentMatch | null;
  /** The best few intents whatever their confidence (for the model's context and for debugging). */
  ranked(question: string, limit: number): IntentMatch[];
  /** Whether LOVE knows a typed word as written (phrasings, answers, synonyms, filler). */
  knows(word: string): boolean;
}

function sumOf(terms: Iterable<string>, weight: (term: string) => number): number {
  let total = 0;
  for (const term of terms) total += weight(term);
  return total;
}

/** Indexes every phrasing of every intent once; matching a question is then a sub-millisecond lookup. */
export function createIntentMatcher(intents: readonly Intent[]): IntentMatcher {
  const byId = new Map(intents.map((intent) => [intent.id, intent]));
  const index = new MiniSearch<PhrasingDoc>({
    fields: ["text"],
    storeFields: ["intentId", "termCount"],
    tokenize,
    processTerm,
    searchOptions: { combineWith: "OR", fuzzy, prefix: (term) => term.length >= 5, maxFuzzy: 2 },
  });
  // How rare each term is across the phrasings: a question's rare words say most about what it asks.
  const documentFrequency = new Map<string, number>();
  for (const intent of intents)
    for (const text of intent.phrasings)
      for (const term of new Set(termsOf(text))) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const phrasingCount = intents.reduce((n, intent) => n + intent.phrasings.length, 0);
  /** Inverse document frequency; a word LOVE has never seen weighs most, since it is what LOVE cannot answer. */
  const weight = (term: string) => {
    const seen = documentFrequency.get(term);
    // An unseen number weighs like a word ten phrasings share: "is 85% good" is mostly about the %.
    return Math.log(1 + phrasingCount / (seen ?? (isNumber(term) ? 10 : 1)));
  };
  let nextId = 0;
  const docs = intents.flatMap((intent) =>
    intent.phrasings.map((text) => ({
      id: nextId++,
      intentId: intent.id,
      text,
      termCount: new Set(termsOf(text)).size,
    })),
  );
  index.addAll(docs);
  // The exact terms of each phrasing: a question word that only reached it through a typo or a prefix
  // ("tapped" → "app") is weaker evidence than the word itself.
  const termsOfDoc = new Map(docs.map((doc) => [doc.id, new Set(termsOf(doc.text))]));
  // The words of each written answer: an asker may use the answer's words ("mutual", "slider") rather
  // than a phrasing's, and that is evidence for the intent, though weaker than a phrasing's own words.
  const vocabulary = new Set(documentFrequency.keys());
  const answerTerms = new Map(
    intents.map((intent) => [intent.id, new Set(termsOf(intent.answer.replace(/\]\([^)]*\)/g, "]")))]),
  );
  for (const terms of answerTerms.values()) for (const t of terms) vocabulary.add(t);

  // The words people type that LOVE knows as written (phrasings, answers, synonyms): what a typo is fixed to.
  const knownWords = new Set([...Object.keys(SYNONYMS), ...FILLER_WORDS, ...SOFT_TERMS]);
  for (const intent of intents)
    for (const text of [...intent.phrasings, intent.answer]) for (const word of tokenize(text)) knownWords.add(word);
  const knownTerm = (word: string) => {
    const term = processTerm(word);
    return term === null || vocabulary.has(term);
  };
  /**
   * Swapped, missing, extra or wrong letters that MiniSearch's edit distance misses or spends its budget on
   * ("reprot", "reveiw", "delte", "chnage", "pictres", "waht", "fnd"): a word LOVE does not know that is one
   * such slip from exactly one word it does know (filler included) is read as that word.
   */
  function corrected(word: string): string {
    if (word.length < MIN_FIXED || knownWords.has(word) || isNumber(word) || knownTerm(word)) return word;
    const found = new Set<string>();
    const consider = (candidate: string) => {
      if (knownWords.has(candidate)) found.add(candidate);
    };
    // Short words get swapped letters and a missing one, never a changed or dropped one: that makes another
    // word too easily ("movie" is not "move", "pasta" is not "past"). A three-letter word with a vowel is
    // likelier a word LOVE does not know than a slip ("buy" is not "busy"); "fnd" and "wht" are slips.
    const long = word.length >= 7;
    const mayLackLetter = word.length >= 4 || !/[aeiouy]/.test(word);
    for (let i = 0; i < word.length; i++) {
      // A key held down: "moree", "sennd".
      if (long || word[i] === word[i + 1]) consider(word.slice(0, i) + word.slice(i + 1));
      if (i < word.length - 1) consider(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      for (const letter of ALPHABET) {
        if (long) consider(word.slice(0, i) + letter + word.slice(i + 1));
        if (mayLackLetter) consider(word.slice(0, i) + letter + word.slice(i));
      }
    }
    if (mayLackLetter) for (const letter of ALPHABET) consider(word + letter);
    if (found.size === 1) return [...found][0] ?? word;
    // "hwo" is "how" or "who": either way a question word, not a word LOVE has never seen.
    const filler = (candidate: string) => FILLER_WORDS.has(candidate) || SOFT_TERMS.has(candidate);
    return found.size > 1 && [...found].every(filler) ? "" : word;
  }

  function ranked(asked: string, limit: number): IntentMatch[] {
    const question = tokenize(asked).map(corrected).join(" ");
    const terms = termsOf(question);
    // Soft terms ("my", "how") steer the ranking but do not count toward coverage, unless they are all there is.
    const hard = new Set(terms.filter((t) => !isSoftTerm(t)));
    const content = hard.size > 0 ? hard : new Set(terms);
    if (content.size === 0) return [];
    const contentWeight = sumOf(content, weight);
    // Words LOVE has never seen in a phrasing or an answer ("restaurant", "bitcoin"), numbers aside.
    let unknown = 0;
    for (const t of content) if (!vocabulary.has(t) && !isNumber(t)) unknown += 1;
    const best = new Map<string, { intent: Intent; score: number; found: Map<string, number> }>();
    for (const result of index.search(question)) {
      const intentId = result.intentId as string;
      const intent = byId.get(intentId);
      if (!intent) continue;
      // BM25 favours short phrasings that share one rare word; weigh by how much of the phrasing was asked.
      const score = result.score * Math.min(1, result.terms.length / Math.max(1, result.termCount as number));
      const entry = best.get(intentId) ?? { intent, score, found: new Map<string, number>() };
      entry.score = Math.max(entry.score, score);
      // Coverage is over all of an intent's phrasings: people mix the words of two ways of asking.
      const exact = termsOfDoc.get(result.id as number);
      for (const t of result.queryTerms) {
        if (!content.has(t)) continue;
        // A short word LOVE has never seen is not read as a typo of one it has: "news" is not "new".
        if (t.length <= SHORT_UNKNOWN && !vocabulary.has(t)) continue;
        // A word LOVE knows, typed as itself, is not a typo of another: "year" is not "near".
        if (!exact?.has(t) && t.length <= SHORT_UNKNOWN && vocabulary.has(t)) continue;
        const credit = exact?.has(t) ? 1 : FUZZY_CREDIT;
        entry.found.set(t, Math.max(entry.found.get(t) ?? 0, credit));
      }
      best.set(intentId, entry);
    }
    return (
      [...best.values()]
        .map(({ intent, score, found }) => {
          let covered = 0;
          for (const [t, credit] of found) covered += credit * weight(t);
          const inAnswer = answerTerms.get(intent.id);
          for (const t of content) if (!found.has(t) && inAnswer?.has(t)) covered += ANSWER_CREDIT * weight(t);
          let exactTerms = 0;
          for (const credit of found.values()) if (credit === 1) exactTerms += 1;
          return {
            intent,
            score,
            coverage: covered / contentWeight,
            exactTerms,
            contentTerms: content.size,
            unknownTerms: unknown,
            typedWords: asked.split(/\s+/).filter(Boolean).length,
            softOnly: hard.size === 0,
          };
        })
        // An intent that explains more of the question beats one that shares a single rare word with it.
        .sort((a, b) => b.score * b.coverage ** 2 - a.score * a.coverage ** 2)
        .slice(0, limit)
    );
  }

  return {
    ranked,
    knows: (word) => {
      const w = word.toLowerCase();
      return knownWords.has(w) || isNumber(w);
    },
    match(question) {
      const [top] = ranked(question, 1);
      if (!top || top.coverage <= MIN_COVERAGE || top.score < MIN_SCORE) return null;
      if (top.softOnly && top.typedWords > MAX_TYPED_WHEN_SOFT_ONLY && top.intent.group !== "app") return null;
      // One shared word is not understanding: a question of three or more content words that shares only
      // one of them with everything LOVE knows ("what's the score of the game") gets the fallback.
      if (top.contentTerms >= MIN_TERMS_FOR_SUPPORT && top.exactTerms < 2) return null;
      // A word from outside DOWN ("the best restaurant near me") needs the rest of the question to say
      // clearly what it is about before LOVE answers around it.
      if (top.unknownTerms > 0 && top.coverage < MIN_COVERAGE_WITH_UNKNOWN) return null;
      return top;
    },
  };
}
