import { describe, expect, it } from "vitest";
import { checkMessage } from "./check";
import { TUNING } from "./eval/tuning";
import { EVERYDAY } from "./everyday";
import { stem } from "./features";
import { FAMILY } from "./lexicon";

describe("everyday chat (issue 26, item 2)", () => {
  it("holds several hundred distinct everyday lines", () => {
    expect(EVERYDAY.length).toBeGreaterThanOrEqual(400);
    expect(new Set(EVERYDAY).size).toBe(EVERYDAY.length);
  });

  it("leaves every everyday line alone: no 'Are you sure?', no tip", () => {
    const flagged = EVERYDAY.filter((line) => checkMessage(line).verdict !== "ok");
    expect(flagged).toEqual([]);
  });

  it("never lets 'you', 'yours', 'see', 'thanks' or 'same' carry a verdict alone", () => {
    for (const line of ["you", "yours", "not yours", "see you soon", "thanks, you too", "same to you", "see ya"]) {
      expect(checkMessage(line).verdict, line).toBe("ok");
    }
  });

  it("shows, for a line the model flags, only stretches that hold a word of a harm or scam family", () => {
    const carries = (text: string) =>
      text
        .toLowerCase()
        .split(/[^a-z0-9$@#]+/)
        .some((w) => FAMILY.has(w) || FAMILY.has(stem(w)) || /\d|[$@]/.test(w));
    let seen = 0;
    for (const { text } of TUNING) {
      for (const hit of checkMessage(text).hits.filter((h) => h.by === "model")) {
        seen++;
        expect(carries(hit.text), `${text} → ${hit.text}`).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
