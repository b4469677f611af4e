import { describe, expect, it } from "vitest";
import { SCORE_BANDS, scoreReading, scoreWithReading } from "./score-reading";

describe("scoreReading", () => {
  it("reads the issue's two examples as a person would", () => {
    expect(scoreWithReading(11)).toBe("11% — you differ on most of what you've both answered");
    expect(scoreWithReading(72)).toBe("72% — you've done and want the same things");
  });

  it.each([
    [0, "you differ on most of what you've both answered"],
    [19, "you differ on most of what you've both answered"],
    [20, "you agree on some things, differ on more"],
    [39, "you agree on some things, differ on more"],
    [40, "you agree on a fair share of what you've both answered"],
    [59, "you agree on a fair share of what you've both answered"],
    [60, "you've done and want the same things"],
    [79, "you've done and want the same things"],
    [80, "you've done and want nearly all the same things"],
    [100, "you've done and want nearly all the same things"],
  ])("puts %i%% in its band", (score, reading) => {
    expect(scoreReading(score)).toBe(reading);
  });

  it("never gives a score outside 0–100 a reading of its own", () => {
    expect(scoreReading(-5)).toBe(scoreReading(0));
    expect(scoreReading(140)).toBe(scoreReading(100));
    expect(scoreReading(Number.NaN)).toBe(scoreReading(0));
  });

  it("covers every score with bands that only go up", () => {
    expect(SCORE_BANDS.at(-1)?.from).toBe(0);
    const froms = SCORE_BANDS.map((band) => band.from);
    expect(froms).toEqual([...froms].sort((a, b) => b - a));
  });
});
