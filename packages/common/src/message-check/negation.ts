/**
 * A phrase right after a plain "no" is someone refusing, not asking ("no nudes please", "i'm not going to
 * hurt you"). Only within the same clause: "stop saying no, you know you want it" is still pressure.
 * Checked on the normalized text, so leet and curly quotes cannot hide a negation either.
 */
const NEGATION =
  /\b(?:no|not|never|don'?t|dont|won'?t|wont|wouldn'?t|didn'?t|can'?t|cannot|isn'?t|aren'?t)\b[^,.!?;]{0,12}$/;

/** Kinds a negation before them cancels; an insult is an insult after "not" too ("not you, ugly cow"). */
export const NEGATABLE: ReadonlySet<string> = new Set(["sexual", "threat", "money", "gift-card", "crypto", "off-app"]);

export function negated(text: string, start: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, start - 24), start));
}
