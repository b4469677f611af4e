import { FAMILY, READER } from "./lexicon";
import { inputSpan, type Normalized } from "./normalize";

/**
 * What the trained model reads of a line (model.ts, eval/train.ts): words brought to one spelling ("u",
 * "ya" → "you"; "ur", "your", "you're" → "ur") and cut to a rough stem, pairs of neighbouring words, the
 * four-letter pieces of each word (so "looser" and "idiiot" share most of "loser" and "idiot"), and marks
 * for what a scam carries (an amount, a cash tag, a handle, a phone number, an email address), and the word
 * families of lexicon.ts, alone and near "you". Each feature keeps the input span it came from, so the words
 * that weighed most can be shown to the sender.
 */
export interface Feature {
  name: string;
  start: number;
  end: number;
}

const CANON: Readonly<Record<string, string>> = {
  u: "you",
  ya: "you",
  yu: "you",
  yall: "you",
  ur: "ur",
  your: "ur",
  youre: "ur",
  yr: "ur",
  yo: "ur",
  r: "are",
  pls: "please",
  plz: "please",
  wanna: "want",
  gonna: "going",
  gotta: "got",
  gimme: "give",
  lemme: "letme",
  im: "iam",
  ill: "iwill",
  id: "iwould",
  ive: "ihave",
  cant: "cannot",
  dont: "donot",
  n: "and",
  tho: "though",
  pic: "pic",
  pics: "pic",
  pix: "pic",
  picture: "pic",
  photo: "pic",
  photos: "pic",
};

/** A word as the model reads it (also how everyday.test.ts finds a family word in a shown stretch). */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return undoubled(word.slice(0, -3));
  if (word.length > 4 && word.endsWith("ed")) return undoubled(word.slice(0, -2));
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * "stabbed", "stripping", "begging" cut to "stab", "strip", "beg", so they meet the family words (until
 * 2026-12-02 they stayed "stabb", "stripp", "begg" and the model never read them as violence or sex);
 * "kill", "kiss", "buzz" and "stuff" keep their double letter.
 */
function undoubled(cut: string): string {
  return /([b-df-hj-km-rtvwxy])\1$/.test(cut) && cut.length > 3 ? cut.slice(0, -1) : cut;
}

// Run with exec() and lastIndex: matchAll() copies the expression on every call, on every line checked.
const WORD = /[a-z][a-z*']*|\d+/g;
const MARKS: readonly [string, RegExp][] = [
  ["#amount", /\$\s?\d|\b\d+\s?(?:dollars|bucks|usd|k)\b|\b\d{2,}\b/g],
  ["#cashtag", /(?:^|\s)\$[a-z]\w{2,}/g],
  ["#handle", /(?:^|\s)@[a-z_][\w.]{2,}/g],
  ["#phone", /(?:\+?\d[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\b0\d{4}\s?\d{6}\b|\+\d{2}\s?\d{4}\s?\d{6}\b/g],
  ["#email", /[\w.+-]+@[\w-]+\.[a-z]{2,}/g],
];

/** Called once per feature occurrence: its name and the input span it came from. */
export type OnFeature = (name: string, start: number, end: number) => void;

/**
 * The features of one line, `leet` and `plain` being its two normalized forms (normalize.ts), handed to
 * `on` one by one rather than collected: the check scores every line, and this keeps it from allocating.
 */
export function eachFeature(leet: Normalized, plain: Normalized, on: OnFeature): void {
  let prev = "";
  let prevStart = 0;
  const words: ({ token: string; start: number; end: number; families: readonly string[] | undefined } | undefined)[] =
    [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(leet.text); m !== null; m = WORD.exec(leet.text)) {
    const raw = m[0].replace(/'/g, "");
    if (raw.length === 0) continue;
    const token = /^\d/.test(raw) ? "#num" : stem(CANON[raw] ?? raw);
    const [start, end] = inputSpan(leet, m.index, m.index + m[0].length);
    on(`w:${token}`, start, end);
    if (token.length >= 4 && !token.startsWith("#")) {
      const padded = ` ${raw} `;
      for (let k = 0; k + 4 <= padded.length; k++) on(`c:${padded.slice(k, k + 4)}`, start, end);
    }
    if (prev !== "") on(`b:${prev} ${token}`, prevStart, end);
    prev = token;
    prevStart = start;
    const families = FAMILY.get(token) ?? FAMILY.get(raw);
    if (families) {
      for (const family of families) on(`l:${family}`, start, end);
      words.push({ token, start, end, families });
    } else if (READER.has(token)) {
      words.push({ token, start, end, families: undefined });
    } else {
      words.push(undefined);
    }
  }
  // A family word within three words of "you"/"your": what is said is said about the reader.
  words.forEach((word, k) => {
    if (!word?.families) return;
    for (let j = Math.max(0, k - 3); j <= Math.min(words.length - 1, k + 3); j++) {
      const near = words[j];
      if (near && READER.has(near.token)) {
        for (const family of word.families) on(`t:${family}`, word.start, word.end);
        return;
      }
    }
  });
  for (const [name, re] of MARKS) {
    re.lastIndex = 0;
    for (let m = re.exec(plain.text); m !== null; m = re.exec(plain.text)) {
      const [start, end] = inputSpan(plain, m.index, m.index + m[0].length);
      on(name, start, end);
    }
  }
}

/** The same features as a list, for training (eval/train.ts). */
export function features(leet: Normalized, plain: Normalized): Feature[] {
  const out: Feature[] = [];
  eachFeature(leet, plain, (name, start, end) => out.push({ name, start, end }));
  return out;
}
