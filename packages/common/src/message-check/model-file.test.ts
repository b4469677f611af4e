import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inputsHash } from "./eval/inputs";
import { MODEL_FILE, modelFileText, trainedModel } from "./model-file";

describe("the committed model (model-weights.json)", () => {
  it("was trained from the training lines, features and rules as they are now", () => {
    // Fails after a line is added to corpus/ or tuning.ts, or features.ts, lexicon.ts, normalize.ts or a
    // rule is changed, until `npm run train:message-check` is run and its output committed.
    expect(trainedModel().inputs, "model-weights.json is stale: run npm run train:message-check").toBe(inputsHash());
  });

  it("is the trainer's own output, not edited by hand", () => {
    expect(readFileSync(MODEL_FILE, "utf8")).toBe(modelFileText(trainedModel()));
  });

  it("is read once and kept", () => {
    const first = trainedModel();
    expect(trainedModel()).toBe(first);
    expect(Object.keys(first.weights).length).toBeGreaterThan(1000);
  });
});
