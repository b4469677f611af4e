import { describe, expect, it } from "vitest";
import { indexToRadius, LAST_DISTANCE_INDEX, radiusText, radiusTick, radiusToIndex } from "./distance-steps";

describe("distance steps", () => {
  it("has six steps, index 0 to 5", () => {
    expect(LAST_DISTANCE_INDEX).toBe(5);
    expect([0, 1, 2, 3, 4, 5].map(indexToRadius)).toEqual([5, 10, 25, 50, 100, 999]);
  });

  it("maps every listed radius to its own step and back", () => {
    for (const radius of [5, 10, 25, 50, 100, 999]) expect(indexToRadius(radiusToIndex(radius))).toBe(radius);
  });

  it.each([30, 0, 1000, -5, null, undefined, Number.NaN])("puts a radius not in the list (%s) on step 2", (radius) => {
    expect(radiusToIndex(radius)).toBe(2);
    expect(indexToRadius(radiusToIndex(radius))).toBe(25);
  });

  it("clamps and rounds stray indexes", () => {
    expect(indexToRadius(-1)).toBe(5);
    expect(indexToRadius(9)).toBe(999);
    expect(indexToRadius(2.4)).toBe(25);
  });

  it("words 999 as Unlimited", () => {
    expect(radiusText(999)).toBe("Unlimited");
    expect(radiusText(25)).toBe("25 miles");
  });

  it("uses the same word under the slider as in its heading", () => {
    expect(radiusTick(999)).toBe(radiusText(999));
    expect(radiusTick(25)).toBe("25");
  });
});
