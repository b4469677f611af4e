import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE } from "../knowledge/knowledge-base";
import { UNTOUCHED_2026_11_27 } from "./untouched-2026-11-27";

const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

describe("the newest untouched set (issue 27)", () => {
  it("has at least 150 questions, 15 % out of scope, none copied from the knowledge base or repeated", () => {
    expect(UNTOUCHED_2026_11_27.length).toBeGreaterThanOrEqual(150);
    const outOfScope = UNTOUCHED_2026_11_27.filter((c) => c.expect === null).length;
    expect(outOfScope / UNTOUCHED_2026_11_27.length).toBeGreaterThanOrEqual(0.14);
    const known = new Set(KNOWLEDGE_BASE.flatMap((i) => i.phrasings.map(normalised)));
    for (const c of UNTOUCHED_2026_11_27) expect(known.has(normalised(c.question)), c.question).toBe(false);
    const questions = UNTOUCHED_2026_11_27.map((c) => normalised(c.question));
    expect(new Set(questions).size).toBe(questions.length);
  });
});
