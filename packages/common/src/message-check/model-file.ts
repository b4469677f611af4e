import { readFileSync } from "node:fs";
import type { ModelData } from "./model";

/**
 * The trained model as `npm run train:message-check` writes it (eval/train.ts): model-weights.json, read
 * from disk on the first check rather than compiled into a module, so importing @down/common (the web app
 * does, docs/decisions/029) never parses four thousand features it will not use. `inputs` is the hash of
 * what the weights were trained from (eval/inputs.ts); model-file.test.ts fails when it no longer matches.
 */
export interface ModelFile extends ModelData {
  inputs: string;
}

export const MODEL_FILE = new URL("./model-weights.json", import.meta.url);

let loaded: ModelFile | undefined;

/** The committed model, read and parsed once (about 2 ms, on the first line checked). */
export function trainedModel(): ModelFile {
  loaded ??= JSON.parse(readFileSync(MODEL_FILE, "utf8")) as ModelFile;
  return loaded;
}

/** The file's text: one feature a line, so a retrained model reads as a diff of the features that moved. */
export function modelFileText(model: ModelFile): string {
  // Laid out as biome formats JSON, so `biome check` leaves the trainer's output as it is.
  const json = (value: unknown) => (Array.isArray(value) ? `[${value.join(", ")}]` : JSON.stringify(value));
  const { weights, ...head } = model;
  const lines = Object.entries(weights).map(([name, w]) => `    ${JSON.stringify(name)}: ${json(w)}`);
  const fields = Object.entries(head).map(([key, value]) => `  ${JSON.stringify(key)}: ${json(value)},`);
  return ["{", ...fields, '  "weights": {', lines.join(",\n"), "  }", "}", ""].join("\n");
}
