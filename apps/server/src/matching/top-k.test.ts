import { describe, expect, it } from "vitest";
import { TopK } from "./top-k";

describe("TopK", () => {
  const ids = ["a", "b", "c", "d", "e"];

  it("keeps the k best, best first, ties broken by the lower id", () => {
    const top = new TopK(3, ids);
    for (const [item, score] of [5, 9, 1, 9, 7].entries()) top.offer(item, score, 0, 0);
    expect(top.sorted()).toEqual([1, 3, 4]);
  });

  it("never holds more room than there are people, however deep the page asked for", () => {
    const top = new TopK(10_000_000, ids);
    for (const item of ids.keys()) top.offer(item, item, 0, 0);
    expect(top.sorted()).toEqual([4, 3, 2, 1, 0]);
    expect(top.floor()).toBe(0);
  });
});
