import { withoutChatter } from "./chatter";
import { readDirection } from "./direction";
import { readPhrases } from "./phrases";
import { SYNONYMS } from "./synonyms";

/**
 * How LOVE reads a question before MiniSearch sees it: lower case, apostrophes dropped, filler words
 * out, slang and synonyms folded onto one word, and a light suffix stemmer so "matches", "matched" and
 * "matching" are one term. The knowledge base and the question go through the same steps.
 */

const STOP_WORDS = new Set(
  (
    "a an the is are am was were be been being become becomes becoming do does did doing to of in on at by for from with " +
    "whats wat wot whom whose could should would will wil shall may might must " +
    "it its this that these those there here and or but so if then than too very just really also " +
    "your yours ur yall r we our us they them their he she him her his hers " +
    "someone somebody anyone anybody everyone someones somebodys anyones everyones person people ppl peeps guy guys girl girls one " +
    // Texting spellings of the same: "sum1", "any1", "every1".
    "sum1 some1 sumone any1 every1 evry1 ppls " +
    // How sure the asker is, and why they ask: "this girl is clearly underage", "asking cuz my friend did".
    "clearly obviously definitely def seriously genuinely because cuz coz bc " +
    // "won't": the no is in the rest ("won't load", "won't stop"), read by phrases.ts where it matters.
    "wont " +
    // A sign-off ("i met someone, bye") and a modal's no ("does that mean we shouldn't talk"): manners and hedging.
    "bye byee goodbye cya ciao shouldnt wouldnt couldnt " +
    "please pls plz pl0x ok okay hmm um uh kinda sorta gonna wanna gotta " +
    "get got getting tell said let lets way thing things stuff any some much " +
    "about into onto over under again still even ever im ive id ill dont doesnt isnt arent " +
    "explain actually user users another all list through via page screen " +
    "have has had having everything anything something anymore keep keeps kept came come comes " +
    "go goes going went gone every each while think thought guess wonder wondering give gave given giving else lot lots bit little sure maybe probably already now actually basically " +
    "mate bro dude buddy totally completely entirely absolutely happen happens happened bit consider considered considering exactly current currently rn " +
    "ugh lol omg idk tbh honestly literally confusing confused forgot forget remember " +
    // "is it possible to", "am I able to", "the check-in feature": how a question is put, not what it asks.
    "possible possibly able feature features option options function icon icons symbol symbols thingy " +
    // Contractions of "there is" and "that is", and when something happened: "there's a bug", "from yesterday".
    "theres thats heres yesterday earlier ago lately month months everywhere anywhere somewhere thru " +
    // How much, not what: "super creepy", "extremely slow".
    "super extremely incredibly insanely " +
    // "this person seems fake": how it looks to the asker, not what is asked.
    "seem seems seemed " +
    // "meeting a stranger" is meeting someone.
    "stranger strangers " +
    // "incoming requests" are the requests.
    "incoming " +
    // "I haven't gotten any", "he's not there": got and he, which are filler already.
    "gotten hes shes " +
    // "set my location manually": by hand, which is how it is set anyway.
    "manually manual " +
    // "my overall score" is my score.
    "overall " +
    // How it is done, not what: "turn down a date nicely".
    "nicely politely kindly gently nice " +
    // "show me singles": people.
    "singles " +
    // Feelings that colour a situation told ("it's awkward", "so annoying") and do not say what is asked.
    "awkward weird annoying annoyed frustrating frustrated upset sad embarrassing embarrassed stressed desperate"
  ).split(/\s+/),
);

/** Filler words count as known when a typo is fixed: "waht" is "what", not a word LOVE has never seen. */
export const FILLER_WORDS: ReadonlySet<string> = STOP_WORDS;

/** First-person words are kept as one term: "my score" is about the asker, "a score" is not. */
const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself", "own"]);
/**
 * Someone else's ("his profile disappeared", "their stars") is kept apart from the asker's own ("my profile"). "Her"
 * is as often "message her" as "her profile": phrases.ts marks the possessive one.
 */
const THIRD_PERSON = new Set(["his", "their", "hers", "theirs"]);
export const OTHER_TERM = "their";

/**
 * Question words and "you" are searched (they tell "how do you match" from "what is a match") but are
 * not content: a question is not understood just because its "how" was found.
 */
export const SOFT_TERMS = new Set([
  "my",
  "their",
  "how",
  "what",
  "which",
  "when",
  "where",
  "why",
  "who",
  "can",
  "you",
  // "how does it work", "show up", "log out": they tell phrasings apart but say little on their own.
  "work",
  "up",
  "out",
]);
const SOFT_FORMS: Record<string, string> = { works: "work", worked: "work", working: "work" };

export const isSoftTerm = (term: string) => SOFT_TERMS.has(term);

/** "18", "20 questions", "85%": content, but a number LOVE has not seen is not the whole question either. */
export const isNumber = (term: string) => /^\d+$/.test(term);
const SOFT_SPELLINGS: Record<string, string> = {
  u: "you",
  ya: "you",
  hw: "how",
  wht: "what",
  whos: "who",
  wheres: "where",
  hows: "how",
  whens: "when",
  whys: "why",
  // Kept apart from "want", one typo away, which is content.
  cant: "can",
  cannot: "can",
};

/** Strips common English suffixes; a stem keeps at least three letters. */
export function stem(word: string): string {
  // Words whose final s is not a plural: "news" is not "new".
  if (/^(news|series|species|lens)$/.test(word)) return word;
  let w = word;
  // "calculation" like "calculated", "verification" like "verify": the noun of a verb shares its stem.
  if (w.length > 7 && /ations?$/.test(w)) w = w.replace(/ations?$/, "at");
  else if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  // "replied" like "reply", "denied" like "deny": otherwise the past tense stems to "repli", apart from its verb.
  else if (w.length > 5 && w.endsWith("ied")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("es") && !w.endsWith("ses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  // "tapped", "chatting", "stopped": the doubled consonant is spelling, not part of the word.
  if (w !== word && w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz|ff)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** Splits on anything but letters, digits and %; "what's" becomes "whats" first. */
export function tokenize(text: string): string[] {
  return readPhrases(readDirection(withoutChatter(text.toLowerCase().replace(/['’`]/g, ""))))
    .split(/[^a-z0-9%&]+/)
    .filter(Boolean);
}

export const SELF_TERM = "my";

/** One token to the term LOVE indexes and searches, or null for filler. */
export function processTerm(token: string): string | null {
  const word = token.toLowerCase();
  if (FIRST_PERSON.has(word)) return SELF_TERM;
  if (THIRD_PERSON.has(word)) return OTHER_TERM;
  const soft = SOFT_SPELLINGS[word] ?? SOFT_FORMS[word] ?? word;
  if (SOFT_TERMS.has(soft)) return soft;
  if (SYNONYMS[word] === undefined && /^\d+$/.test(word)) return word;
  if (STOP_WORDS.has(word)) return null;
  const folded = SYNONYMS[word] ?? word;
  if (folded === "&") return null;
  const stemmed = stem(folded);
  // Every inflection of a synonym folds too: "picked" like "pick", "notified" like "notify".
  if (SYNONYMS[word] === undefined) {
    const viaStem = SYNONYMS[stemmed] ?? SYNONYMS[`${stemmed}e`];
    if (viaStem !== undefined) return viaStem === "&" ? null : stem(viaStem);
    if (STOP_WORDS.has(stemmed) && stemmed.length > 2) return null;
  }
  return stemmed;
}

/** The terms of a whole question, in order, without filler. */
export function termsOf(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}
