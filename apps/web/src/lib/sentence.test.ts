import { describe, expect, it } from "vitest";
import { endSentence, fullStopAfter } from "./sentence";

describe("endSentence", () => {
  it("ends a sentence on a name with one full stop, even after an initial", () => {
    expect(endSentence("Thanks for reviewing your date with Phoenix D.")).toBe(
      "Thanks for reviewing your date with Phoenix D.",
    );
    expect(endSentence("Thanks for reviewing your date with Bea")).toBe("Thanks for reviewing your date with Bea.");
    expect(fullStopAfter("Phoenix D.")).toBe("");
    expect(fullStopAfter("Bea")).toBe(".");
  });
});
