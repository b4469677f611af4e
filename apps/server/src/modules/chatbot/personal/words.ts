/** Small wording helpers LOVE's computed answers share (own-data.ts and personal/*.ts). */

/**
 * A person's name inside a sentence, between U+2068 and U+2069 (first-strong isolate … pop): a right-to-left
 * name keeps its own direction without pulling the words and numbers around it along ("Zoë 🌹 زينب on 05/17"
 * once read with the date before the name). The marks are invisible.
 */
export const person = (name: string) => `\u2068${name}\u2069`;
/** "Margo G." ends its own sentence (isolated or not): no second full stop. */
export const endSentence = (text: string) => (/\.\u2069?$/.test(text) ? text : `${text}.`);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const listInWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** A card's distance in the card's own coarse words: whole miles, never closer than "under a mile". */
export function milesInWords(miles: number): string {
  if (miles < 1) return "under a mile away";
  return `${plural(miles, "mile")} away`;
}

/** Lower case, accents off, so "zoe" finds Zoë and "JOSE" finds José. */
export function foldName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a text folded for name lookup. */
export const foldedWords = (text: string) => foldName(text).match(/[\p{L}\p{N}'’-]+/gu) ?? [];
