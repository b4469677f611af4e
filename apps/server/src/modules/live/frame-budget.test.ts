import { describe, expect, it } from "vitest";
import { FrameBudget } from "./frame-budget";

describe("FrameBudget", () => {
  it("lets a burst through at once, then refuses until time refills it", () => {
    const budget = new FrameBudget(3, 2, 0);
    expect([budget.take(0), budget.take(0), budget.take(0), budget.take(0)]).toEqual([true, true, true, false]);
    // Two frames a second: one more after half a second, not before.
    expect(budget.take(400)).toBe(false);
    expect(budget.take(500)).toBe(true);
    expect(budget.take(500)).toBe(false);
  });

  it("never holds more than the burst, however long the socket was quiet", () => {
    const budget = new FrameBudget(2, 10, 0);
    const passed = Array.from({ length: 5 }, () => budget.take(60_000)).filter(Boolean);
    expect(passed).toHaveLength(2);
  });

  it("keeps a steady sender under the rate open for good", () => {
    const budget = new FrameBudget(1, 1, 0);
    for (let t = 0; t < 100_000; t += 1_000) expect(budget.take(t)).toBe(true);
  });

  it("gains nothing from a clock that steps back", () => {
    const budget = new FrameBudget(1, 1, 10_000);
    expect(budget.take(10_000)).toBe(true);
    expect(budget.take(5_000)).toBe(false);
    expect(budget.take(10_500)).toBe(false);
    expect(budget.take(11_000)).toBe(true);
  });

  it("refuses a budget that could never pass a frame", () => {
    expect(() => new FrameBudget(0, 1, 0)).toThrow(RangeError);
    expect(() => new FrameBudget(1, 0, 0)).toThrow(RangeError);
    expect(() => new FrameBudget(Number.NaN, 1, 0)).toThrow(RangeError);
  });
});
