/**
 * What the rules and the model read instead of the raw line (docs/decisions/029): lower case, accents
 * dropped, curly quotes straight, invisible characters gone, letters repeated three times or more read once
 * ("uglyyy", "biiiitch"), letters spelled apart read together when they spell a listed word ("k y s",
 * "p.o.s."), a few emoji read as a word, and, in the `leet` form, digits and symbols inside a word read as
 * the letters they stand for ("b1tch", "k!ll"). Each character of the result remembers where it came from
 * in the input, so a match is shown to the sender as they wrote it.
 */
export interface Normalized {
  text: string;
  /** For each character of `text`, the input offset it came from and the offset after it. */
  from: number[];
  to: number[];
}

const LEET: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
};

// Emoji that carry the meaning of a line: read as one word each ("emojiknife", never the word "knife"),
// so rules and model can use them.
const EMOJI: Readonly<Record<string, string>> = {
  "🍆": "emojieggplant",
  "🍑": "emojipeach",
  "💦": "emojisplash",
  "👅": "emojitongue",
  "🔪": "emojiknife",
  "🔫": "emojigun",
  "🖕": "emojimiddlefinger",
  "🤮": "emojivomit",
  "🤢": "emojivomit",
  "🐷": "emojipig",
  "🐖": "emojipig",
  "🐄": "emojicow",
  "💰": "emojimoneybag",
  "💵": "emojimoneybag",
  "💸": "emojimoneybag",
};

// Words that people spell apart to slip past a filter; joined only when the letters spell one of these, so
// "u r a" stays three words.
const SPACED: ReadonlySet<string> = new Set([
  "kys",
  "fuck",
  "fck",
  "fu",
  "stfu",
  "gtfo",
  "pos",
  "slut",
  "whore",
  "bitch",
  "cunt",
  "dick",
  "nudes",
  "nude",
  "dtf",
  "hoe",
  // Slurs spelled apart ("d.y.k.e", "f a g"): round g, 2026-12-03.
  "dyke",
  "fag",
  "faggot",
  "tranny",
  "retard",
  "nigger",
  "nigga",
  "kike",
  "spic",
  "chink",
  "paki",
]);

// Run with exec() and lastIndex: matchAll() copies the expression on every call, on every line checked.
const REPEATS = /([a-z])\1{2,}/g;
const SPELLED_APART = /(?<![a-z])(?:[a-z][ .*_-]){1,15}[a-z](?![a-z])\.?/g;
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/;
const LETTER = /[a-z]/;

function plainChar(ch: string): string {
  const code = ch.charCodeAt(0);
  // Plain ASCII, nearly every character checked: no Unicode work.
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  const lower = ch.toLowerCase();
  if (lower === "\u2019" || lower === "\u2018" || lower === "`") return "'";
  if (lower.length !== 1) return ch;
  const base = lower.normalize("NFD")[0] ?? lower;
  return base.charCodeAt(0) < 128 ? base : lower;
}

/** Reads `input` as described above; `leet` says whether digits and symbols inside words become letters. */
export function normalize(input: string, leet: boolean): Normalized {
  return normalizeBoth(input)[leet ? 0 : 1];
}

/** Both forms at once, [leet, plain]: the check needs both, and the first pass is shared. */
export function normalizeBoth(input: string): [Normalized, Normalized] {
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  const push = (text: string, start: number, end: number) => {
    for (const ch of text) {
      chars.push(ch);
      from.push(start);
      to.push(end);
    }
  };
  let i = 0;
  for (const cp of input) {
    const start = i;
    i += cp.length;
    if (cp.charCodeAt(0) >= 128 && INVISIBLE.test(cp)) continue;
    const word = cp.length > 1 ? EMOJI[cp] : undefined;
    if (word !== undefined) {
      push(` ${word} `, start, i);
      continue;
    }
    push(plainChar(cp), start, i);
  }
  const plain = joinSpaced(collapseRepeats({ text: chars.join(""), from: from.slice(), to: to.slice() }));
  const leetChars = chars.slice();
  readLeet(leetChars);
  const leet = joinSpaced(collapseRepeats({ text: leetChars.join(""), from, to }));
  return [leet, plain];
}

// A digit or symbol becomes a letter only next to a letter ("b1tch", "sh!t", "@ss"), so "300", "2 days"
// and "hey!" keep their meaning.
function readLeet(chars: string[]): void {
  const original = chars.slice();
  const isLetter = (k: number) => LETTER.test(original[k] ?? "");
  for (let k = 0; k < chars.length; k++) {
    const sub = LEET[original[k] as string];
    if (sub === undefined) continue;
    // "!" ends sentences, so only between two letters ("b!tch"); a digit anywhere in a word that has letters.
    const inside = original[k] === "!" ? isLetter(k - 1) && isLetter(k + 1) : hasLetterNear(original, k);
    if (inside) chars[k] = sub;
  }
}

function hasLetterNear(chars: readonly string[], k: number): boolean {
  // The token around k (letters, digits and leet symbols) must hold a real letter: "300" is a number.
  let a = k;
  while (a > 0 && /[a-z0-9@$!|]/.test(chars[a - 1] as string)) a--;
  let b = k;
  while (b < chars.length - 1 && /[a-z0-9@$!|]/.test(chars[b + 1] as string)) b++;
  for (let j = a; j <= b; j++) if (LETTER.test(chars[j] as string)) return true;
  return false;
}

function keep(n: Normalized, drop: (k: number) => boolean): Normalized {
  let text = "";
  const from: number[] = [];
  const to: number[] = [];
  for (let k = 0; k < n.text.length; k++) {
    if (drop(k)) continue;
    text += n.text[k];
    from.push(n.from[k] as number);
    to.push(n.to[k] as number);
  }
  return { text, from, to };
}

function collapseRepeats(n: Normalized): Normalized {
  const drop = new Set<number>();
  REPEATS.lastIndex = 0;
  for (let m = REPEATS.exec(n.text); m !== null; m = REPEATS.exec(n.text)) {
    for (let k = m.index + 1; k < m.index + m[0].length; k++) {
      // The first letter stays; its span grows over the ones dropped.
      drop.add(k);
      n.to[m.index] = n.to[k] as number;
    }
  }
  return drop.size === 0 ? n : keep(n, (k) => drop.has(k));
}

function joinSpaced(n: Normalized): Normalized {
  const drop = new Set<number>();
  SPELLED_APART.lastIndex = 0;
  for (let m = SPELLED_APART.exec(n.text); m !== null; m = SPELLED_APART.exec(n.text)) {
    // A run of single letters may hold words of one letter around the listed word ("a d.y.k.e", "u r a t r a
    // n n y"): the longest listed word inside the run is joined, from the left.
    const at: number[] = [];
    for (let k = m.index; k < m.index + m[0].length; k++) if (LETTER.test(n.text[k] as string)) at.push(k);
    const letters = at.map((k) => n.text[k]).join("");
    for (let i = 0; i < at.length - 1; i++) {
      let j = at.length;
      while (j > i + 1 && !SPACED.has(letters.slice(i, j))) j--;
      if (j <= i + 1) continue;
      // To the run's end, its closing dot included ("p.o.s."), when the word ends the run.
      const last = j === at.length ? m.index + m[0].length : (at[j - 1] as number);
      for (let k = at[i] as number; k < last; k++) if (!LETTER.test(n.text[k] as string)) drop.add(k);
      i = j - 1;
    }
  }
  return drop.size === 0 ? n : keep(n, (k) => drop.has(k));
}

/** Where a match on the normalized text stands in the input: [start, end). */
export function inputSpan(n: Normalized, start: number, end: number): [number, number] {
  return [n.from[start] ?? 0, n.to[Math.max(start, end - 1)] ?? 0];
}
