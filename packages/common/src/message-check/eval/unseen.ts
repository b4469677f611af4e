import { CORPUS } from "../corpus/index";
import type { LabelledMessage } from "./labelled";
import { TUNING } from "./tuning";

const trainedOn = new Set([...CORPUS, ...TUNING].map((c) => key(c.text)));

function key(text: string): string {
  return text.toLowerCase().trim();
}

/** How many lines of a held-out set the model also trained on (the corpus and the tuning set). */
export function countTrainedOn(set: readonly LabelledMessage[]): number {
  return set.filter((c) => trainedOn.has(key(c.text))).length;
}

/**
 * A held-out set without the lines the model trained on. Short everyday lines ("kys", "lol ok ugly") get
 * written independently by two people, so a set written blind can still repeat a training line; scored
 * with it, the set would grade the model on what it memorised (fresh-4.ts had 7 such lines).
 */
export function unseen(set: readonly LabelledMessage[]): readonly LabelledMessage[] {
  return set.filter((c) => !trainedOn.has(key(c.text)));
}
