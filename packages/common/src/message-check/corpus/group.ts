import type { Kind, LabelledMessage, Verdict } from "../eval/labelled";

/** One labelled group of the training corpus: every line of `texts` has the same verdict and kind. */
export function group(expect: Verdict, kind: Kind, texts: readonly string[]): LabelledMessage[] {
  return texts.map((text) => ({ text, expect, kind }));
}
