import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE } from "./knowledge/knowledge-base";
import { classify } from "./love";
import { createIntentMatcher } from "./matcher";
import { termsOf } from "./terms";

describe("how LOVE reads a question", () => {
  it("folds every inflection of a synonym and a doubled consonant onto one term", () => {
    expect(termsOf("chatting")).toEqual(termsOf("message"));
    expect(termsOf("I tapped")).toEqual(["my", "tap"]);
    expect(termsOf("notified")).toEqual(termsOf("notification"));
    expect(termsOf("picked")).toEqual(termsOf("choose"));
  });

  it("reads negations, distance questions and category names for what they mean", () => {
    expect(termsOf("I don't want to show up")).toContain("stop");
    expect(termsOf("I don't like him anymore")).not.toContain(termsOf("like")[0]);
    expect(termsOf("how close is she")).toEqual(termsOf("how far"));
    expect(termsOf("adventure")).toEqual(termsOf("category"));
    expect(termsOf("my own score")).toEqual(termsOf("my score"));
  });

  it("keeps 'my score with her' (two people) apart from 'my score' (the asker's profile)", () => {
    expect(classify("what is my own down score")?.id).toBe("my-down-score");
    expect(classify("how is my down score with a match worked out")?.id).toBe("down-score");
  });
});

describe("when LOVE does not guess", () => {
  const matcher = createIntentMatcher(KNOWLEDGE_BASE);

  it("needs two shared words, not one, to answer a longer question", () => {
    // "score" alone is DOWN's word, but the question is about football.
    const top = matcher.ranked("who scored the winning goal", 1)[0];
    expect(top?.exactTerms).toBeLessThan(2);
    expect(matcher.match("who scored the winning goal")).toBeNull();
  });

  it("needs most of the question understood when a word is foreign to the whole knowledge base", () => {
    expect(matcher.ranked("is the bakery near me open", 1)[0]?.unknownTerms).toBe(1);
    expect(matcher.match("is the bakery near me open")).toBeNull();
  });

  it("does not let a typo or prefix match carry an answer ('tapped' is not 'app')", () => {
    expect(classify("i tapped the wrong answer")?.id).toBe("change-answer");
  });
});
