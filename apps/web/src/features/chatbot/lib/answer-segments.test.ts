import { describe, expect, it } from "vitest";
import { answerSegments } from "./answer-segments";

describe("answerSegments", () => {
  it("turns [Label](/path) into links and keeps the text around them", () => {
    expect(answerSegments("In Settings, switch it on. [Open Settings](/settings)")).toEqual([
      { kind: "text", text: "In Settings, switch it on. " },
      { kind: "link", label: "Open Settings", href: "/settings" },
    ]);
    expect(answerSegments("[Message Ann](/messages/1a-2b) now")).toEqual([
      { kind: "link", label: "Message Ann", href: "/messages/1a-2b" },
      { kind: "text", text: " now" },
    ]);
    // A card on a screen: LOVE's pause answer opens Settings at PAUSE MY ACCOUNT.
    expect(answerSegments("[Pause my account](/settings#pause)")).toEqual([
      { kind: "link", label: "Pause my account", href: "/settings#pause" },
    ]);
  });

  it("leaves links that leave the app, or carry script, as plain text", () => {
    for (const content of [
      "[Evil](https://evil.example)",
      "[x](javascript:alert(1))",
      "[x](//evil.example)",
      "[x](//evil)",
    ]) {
      expect(
        answerSegments(content).every((s) => s.kind === "text"),
        content,
      ).toBe(true);
    }
  });
});
