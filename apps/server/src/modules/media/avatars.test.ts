import { describe, expect, it } from "vitest";
import { FORBIDDEN_PARTS, PORTRAIT_LOOKS, PORTRAIT_PARTS, parseAvatarFile, portraitOptions } from "./avatars";

const FACE = ["hair", "hairColor", "skinColor", "nose", "body", "facialHair", "facialHairProbability"] as const;
const LOOK = ["mouth", "eyes", "clothingColor", "backgroundColor"] as const;

describe("demo portraits", () => {
  it("draw one face in every look: only the expression, clothes and backdrop change", () => {
    for (const seed of ["w-Ava-1", "m-Liam-2", "x-Sage-3", "m-Noah-44", "w-Priya-150"]) {
      const looks = Array.from({ length: PORTRAIT_LOOKS }, (_, look) => portraitOptions(seed, look));
      const [first, ...rest] = looks;
      for (const other of rest) {
        for (const part of FACE) expect(other[part], `${seed} ${part}`).toEqual(first?.[part]);
        expect(
          LOOK.some((part) => other[part][0] !== first?.[part][0]),
          seed,
        ).toBe(true);
      }
      // The backdrops of one person's photos all differ.
      expect(new Set(looks.map((l) => l.backgroundColor[0])).size).toBe(PORTRAIT_LOOKS);
    }
  });

  it("never draw a pacifier, pigtails or anything else a grown-up would not wear in a dating photo", () => {
    const lists = Object.values(PORTRAIT_PARTS).flatMap((v) => (Array.isArray(v) ? v : Object.values(v).flat()));
    for (const forbidden of FORBIDDEN_PARTS) expect(lists).not.toContain(forbidden);
    for (let i = 0; i < 300; i++) {
      for (let look = 0; look < PORTRAIT_LOOKS; look++) {
        const chosen = Object.values(portraitOptions(`x-Someone-${i}`, look)).flat();
        for (const forbidden of FORBIDDEN_PARTS) expect(chosen).not.toContain(forbidden);
      }
    }
  });

  it("paint lips on no man's face", () => {
    for (let i = 0; i < 100; i++) {
      for (let look = 0; look < PORTRAIT_LOOKS; look++)
        expect(portraitOptions(`m-Man-${i}`, look).mouth).not.toContain("lips");
    }
  });

  it("give beards only to men, and only some of them", () => {
    const bearded = (seed: string) => portraitOptions(seed, 0).facialHairProbability > 0;
    const men = Array.from({ length: 100 }, (_, i) => bearded(`m-Man-${i}`));
    expect(men.filter(Boolean).length).toBeGreaterThan(20);
    expect(men.filter(Boolean).length).toBeLessThan(80);
    for (let i = 0; i < 100; i++) {
      expect(bearded(`w-Woman-${i}`)).toBe(false);
      expect(bearded(`x-Person-${i}`)).toBe(false);
    }
  });

  it("read a file name as its seed and look; a name without a look is the first", () => {
    expect(parseAvatarFile("m-Liam-2.svg")).toEqual({ seed: "m-Liam-2", look: 0 });
    expect(parseAvatarFile("m-Liam-2.2.svg")).toEqual({ seed: "m-Liam-2", look: 2 });
  });
});
