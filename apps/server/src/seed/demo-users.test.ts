import { comparePair, pairDownScore } from "@down/common/scoring";
import { describe, expect, it } from "vitest";
import { makeDemoUser, temperamentStances } from "./demo-users";
import { seededRandom } from "./random";

describe("demo answers", () => {
  it("spread DOWN SCOREs from low to high instead of clustering (five temperaments)", () => {
    const random = seededRandom(7);
    const stances = temperamentStances(random);
    const answers = Array.from({ length: 80 }, (_, i) => makeDemoUser(random, i, stances)).map(
      (u) => new Map(u.answers.map((a) => [a.questionId, a.response])),
    );
    const scores: number[] = [];
    for (let i = 0; i < answers.length; i++) {
      for (let j = i + 1; j < answers.length; j++) {
        const a = answers[i] as Map<string, "D" | "O" | "W" | "N">;
        const b = answers[j] as Map<string, "D" | "O" | "W" | "N">;
        if (comparePair(a, b).common >= 10) scores.push(pairDownScore(a, b));
      }
    }
    scores.sort((x, y) => x - y);
    const at = (p: number) => scores[Math.floor(scores.length * p)] ?? 0;
    // Before temperaments the seed's pairs sat between about 17 % and 42 %.
    expect(at(0.05)).toBeLessThanOrEqual(12);
    expect(at(0.95)).toBeGreaterThanOrEqual(50);
    expect(at(0.99)).toBeGreaterThanOrEqual(60);
  });
});

describe("demo faces", () => {
  it("every demo person's photos are one style and one seed (one face), in different looks", () => {
    const random = seededRandom(20260215);
    const stances = temperamentStances(random);
    for (let i = 0; i < 250; i++) {
      const { photos } = makeDemoUser(random, i, stances).profile;
      expect(photos.length).toBeGreaterThan(1);
      const parts = photos.map((url) => /^\/media\/avatars\/([a-z]+)\/([A-Za-z0-9_-]+)(?:\.(\d))?\.svg$/.exec(url));
      expect(parts.every(Boolean), photos.join(" ")).toBe(true);
      expect(new Set(parts.map((p) => p?.[1])).size, photos.join(" ")).toBe(1);
      expect(new Set(parts.map((p) => p?.[2])).size, photos.join(" ")).toBe(1);
      expect(new Set(photos).size).toBe(photos.length);
    }
  });
});
