import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { CORPUS } from "../corpus/index";
import { TUNING } from "./tuning";

/**
 * What the model's weights depend on: the lines it is trained on (corpus/ and tuning.ts, their text, verdict
 * and kind, not how the files are laid out), the source of the code that turns a line into features and
 * trains on them, and the rules' source (the thresholds are chosen by cross-validating rules and model
 * together, eval/train.ts). The trainer writes their hash into model-weights.json; model-file.test.ts recomputes it,
 * so a line added or a feature changed without `npm run train:message-check` fails the tests instead of
 * shipping weights for features the check no longer makes.
 */
export const TRAINED_FROM = [
  "../features.ts",
  "../lexicon.ts",
  "../normalize.ts",
  "../model.ts",
  "./train.ts",
  // the rules
  "../check.ts",
  "../words.ts",
  "../phrases-harm.ts",
  "../phrases-scam.ts",
  "../frames-harm.ts",
  "../frames-scam.ts",
  "../frames-scam-asks.ts",
  "../frames-pursuit.ts",
  "../frames-pressure.ts",
  "../frames-other-languages.ts",
  "../after-meeting.ts",
  "../sender-pays.ts",
  "../aim.ts",
  "../negation.ts",
  "../vocab.ts",
] as const;

export function trainingLines() {
  return [...CORPUS, ...TUNING];
}

export function inputsHash(): string {
  const hash = createHash("sha256");
  for (const m of trainingLines()) hash.update(`${m.expect}\t${m.kind}\t${m.text}\n`);
  for (const file of TRAINED_FROM) hash.update(readFileSync(new URL(file, import.meta.url), "utf8"));
  return hash.digest("hex").slice(0, 16);
}
