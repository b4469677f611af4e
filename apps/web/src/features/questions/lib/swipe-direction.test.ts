import { describe, expect, it } from "vitest";
import { KEY_RESPONSES, swipeResponse } from "./swipe-direction";

describe("swipeResponse", () => {
  it("maps each direction to its answer", () => {
    expect(swipeResponse(0, -80)).toBe("D");
    expect(swipeResponse(80, 0)).toBe("O");
    expect(swipeResponse(0, 80)).toBe("W");
    expect(swipeResponse(-80, 0)).toBe("N");
  });

  it("needs at least 50 px along the winning axis", () => {
    expect(swipeResponse(49, 0)).toBeNull();
    expect(swipeResponse(0, -49.9)).toBeNull();
    expect(swipeResponse(50, 0)).toBe("O");
    expect(swipeResponse(0, -50)).toBe("D");
    expect(swipeResponse(0, 0)).toBeNull();
  });

  it("lets the larger axis win", () => {
    expect(swipeResponse(70, -60)).toBe("O");
    expect(swipeResponse(-40, 90)).toBe("W");
    expect(swipeResponse(-120, -119)).toBe("N");
    expect(swipeResponse(30, -60)).toBe("D");
  });

  it("ignores a long movement on the smaller axis when the larger one is short", () => {
    // 45 px right and 40 px up: horizontal wins but is under the threshold, so no answer.
    expect(swipeResponse(45, -40)).toBeNull();
  });

  it("honours a custom threshold", () => {
    expect(swipeResponse(20, 0, 10)).toBe("O");
  });

  it("maps the arrow keys like swipes", () => {
    expect(KEY_RESPONSES).toEqual({ ArrowUp: "D", ArrowRight: "O", ArrowDown: "W", ArrowLeft: "N" });
  });
});
