/**
 * The full stop a sentence ending in a name still needs: none after "Phoenix D.", whose initial already
 * carries one ("…your date with Phoenix D.." read as a typo).
 */
export function fullStopAfter(text: string): string {
  return text.trimEnd().endsWith(".") ? "" : ".";
}

/** `text` as the end of a sentence, with exactly one full stop. */
export function endSentence(text: string): string {
  return `${text}${fullStopAfter(text)}`;
}
