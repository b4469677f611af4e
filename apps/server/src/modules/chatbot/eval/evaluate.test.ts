import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE } from "../knowledge/knowledge-base";
import { evaluate, TARGETS } from "./evaluate";
import { BLIND_HELD_OUT, HELD_OUT } from "./held-out";

describe("LOVE on held-out questions (npm run eval:assistant)", () => {
  const result = evaluate(HELD_OUT);

  it("has at least 80 held-out questions, 10 of them out of scope, none copied from the knowledge base", () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(80);
    expect(result.outOfScope.total).toBeGreaterThanOrEqual(10);
    const known = new Set(
      KNOWLEDGE_BASE.flatMap((i) => i.phrasings.map((p) => p.toLowerCase().replace(/[^a-z0-9]/g, ""))),
    );
    for (const c of HELD_OUT)
      expect(known.has(c.question.toLowerCase().replace(/[^a-z0-9]/g, "")), c.question).toBe(false);
    const ids = new Set(KNOWLEDGE_BASE.map((i) => i.id));
    for (const c of [...HELD_OUT, ...BLIND_HELD_OUT])
      for (const id of c.expect ?? []) expect(ids.has(id), id).toBe(true);
  });

  it(`answers at least ${TARGETS.overallAccuracy * 100}% correctly and every out-of-scope question with the fallback`, () => {
    expect(result.accuracy, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(TARGETS.overallAccuracy);
    expect(result.outOfScope.correct).toBe(result.outOfScope.total);
  });

  it(`answers in at most ${TARGETS.p95Ms} ms at the 95th percentile`, () => {
    expect(result.p95Ms).toBeLessThanOrEqual(TARGETS.p95Ms);
  });
});
