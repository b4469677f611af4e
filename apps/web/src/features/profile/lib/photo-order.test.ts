import { describe, expect, it } from "vitest";
import { moveItem, reconcileOrder, sameOrder } from "./photo-order";

describe("moveItem", () => {
  it("moves forward and back, shifting the rest", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  });
  it("ignores moves off either end", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });
});

describe("reconcileOrder", () => {
  it("keeps the draft's order, drops deleted photos and appends new ones", () => {
    expect(reconcileOrder(["c", "a", "b"], ["a", "b", "c"])).toEqual(["c", "a", "b"]);
    expect(reconcileOrder(["c", "a", "b"], ["a", "c"])).toEqual(["c", "a"]);
    expect(reconcileOrder(["b", "a"], ["a", "b", "d"])).toEqual(["b", "a", "d"]);
    expect(reconcileOrder(null, ["a", "b"])).toEqual(["a", "b"]);
  });
  it("compares orders", () => {
    expect(sameOrder(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameOrder(["a", "b"], ["b", "a"])).toBe(false);
  });
});
