import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, text } from "./text";

describe("text()", () => {
  it("trims and bounds a one-line string", () => {
    expect(text({ min: 1, max: 5 }).parse("  hi  ")).toBe("hi");
    expect(text({ min: 1, max: 5 }).safeParse("   ").success).toBe(false);
    expect(text({ max: 5 }).safeParse("toolong").success).toBe(false);
  });

  it("refuses NUL and other control characters with a message for people", () => {
    const result = text({ max: 50 }).safeParse("a\u0000b");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(text({ max: 50 }).safeParse("a\u001bb").success).toBe(false);
    expect(text({ max: 50 }).safeParse("a\u0085b").success).toBe(false);
  });

  it("keeps newlines and tabs only in free text", () => {
    expect(text({ max: 50 }).safeParse("a\nb").success).toBe(false);
    expect(text({ max: 50, multiline: true }).parse("a\n\tb")).toBe("a\n\tb");
    expect(text({ max: 50, multiline: true }).safeParse("a\u0000b").success).toBe(false);
  });
});
