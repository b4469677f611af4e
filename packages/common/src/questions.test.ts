import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "./categories";
import { questionId } from "./question-id";
import {
  ALL_QUESTIONS,
  allQuestions,
  builtInQuestions,
  findQuestion,
  QUESTION_BANK,
  reserveQuestions,
} from "./questions";

describe("question bank", () => {
  it("covers every category", () => {
    expect(Object.keys(QUESTION_BANK).sort()).toEqual([...CATEGORY_IDS].sort());
  });

  it.each(CATEGORY_IDS)("%s has exactly 20 built-in and at least 40 reserve questions", (categoryId) => {
    expect(builtInQuestions(categoryId)).toHaveLength(20);
    expect(reserveQuestions(categoryId).length).toBeGreaterThanOrEqual(40);
  });

  it.each(CATEGORY_IDS)("%s orders built-ins 1..20 and continues into the reserve", (categoryId) => {
    const orders = allQuestions(categoryId).map((q) => q.order);
    expect(orders).toEqual(orders.map((_, i) => i + 1));
  });

  it("has unique ids across the whole bank", () => {
    const ids = ALL_QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("builds every id from its category and statement", () => {
    for (const q of ALL_QUESTIONS) {
      expect(q.id).toMatch(/^[a-z]+-[a-z0-9-]+$/);
      expect(q.id).toBe(questionId(q.categoryId, q.statement));
    }
  });

  it("keeps statements short plain ASCII", () => {
    for (const q of ALL_QUESTIONS) {
      expect(q.statement).toMatch(/^[\x20-\x7e]+$/);
      expect(q.statement.length).toBeLessThanOrEqual(80);
    }
  });

  it("words every statement as a neutral experience, so 'Done this:' … 'Never this:' all read right before it", () => {
    for (const q of ALL_QUESTIONS) {
      expect(q.statement, q.id).toMatch(/^[A-Z0-9]/);
      expect(q.statement, q.id).not.toMatch(/[.!?,;:]$/);
      expect(q.statement, q.id).not.toMatch(/\b(I|I'm|I've|my|me|myself|you|your)\b/i);
    }
    expect(builtInQuestions("travel")[3]?.statement).toBe("Visiting Japan");
  });

  it("round-trips every question through findQuestion", () => {
    for (const q of ALL_QUESTIONS) expect(findQuestion(q.id)).toBe(q);
    expect(findQuestion("adventure-not-a-real-question")).toBeUndefined();
  });
});

describe("questionId", () => {
  it("lower-cases, dashes spaces and drops other characters", () => {
    expect(questionId("adventure", "I've gone skydiving!")).toBe("adventure-ive-gone-skydiving");
    expect(questionId("food", "I have cooked a five-course dinner for a date")).toBe(
      "food-i-have-cooked-a-five-course-dinner-for-a-date",
    );
    expect(questionId("adventure", "I have climbed a 14,000-foot peak")).toBe(
      "adventure-i-have-climbed-a-14000-foot-peak",
    );
  });
});
