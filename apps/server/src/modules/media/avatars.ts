import { lorelei, notionists, personas } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";

/**
 * Offline portrait art for demo people (the machine has no network images). lorelei and notionists stay
 * drawable for links saved before every demo person was drawn in one style.
 */
export const AVATAR_STYLES = ["lorelei", "notionists", "personas"] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];

/** The one style every demo person is drawn in: one person, one face, whatever the photo. */
export const PORTRAIT_STYLE = "personas" satisfies AvatarStyle;
/** How many different photos (looks) one face has. */
export const PORTRAIT_LOOKS = 3;

/** How a portrait presents, written as the seed's first letter (w-…, m-…, x-…). */
export type Presenting = "w" | "m" | "x";

const backgrounds = ["fde2e4", "e2ece9", "dfe7fd", "fff1e6", "f0efeb", "eae4e9", "cddafd", "bee1e6"];

/**
 * Only grown-up features. The style's full lists hold a baby's pacifier and pigtails (an adult in the demo
 * wore the pacifier), and hats or a frown, which hide or sour a dating photo; none of those is ever drawn.
 */
export const PORTRAIT_PARTS = {
  hair: {
    w: ["long", "bobCut", "curly", "curlyBun", "bobBangs", "bunUndercut", "straightBun", "extraLong", "sideShave"],
    m: [
      "shortCombover",
      "curlyHighTop",
      "buzzcut",
      "bald",
      "balding",
      "fade",
      "shortComboverChops",
      "curly",
      "sideShave",
    ],
    x: ["sideShave", "curly", "bobCut", "buzzcut", "bunUndercut", "fade", "mohawk", "long", "curlyBun"],
  },
  facialHair: ["beardMustache", "goatee", "shadow", "soulPatch", "pyramid", "walrus"],
  body: ["squared", "rounded", "small"],
  nose: ["mediumRound", "smallRound", "wrinkles"],
  skinColor: ["eeb4a4", "e7a391", "e5a07e", "d78774", "b16a5b", "92594b", "623d36"],
  hairColor: ["362c47", "6c4545", "e15c66", "f27d65", "f29c65", "dee1f5", "362c47", "6c4545"],
  // What changes from photo to photo: the expression, the clothes, the backdrop. Painted lips only for
  // women and non-binary people.
  mouth: {
    w: ["smile", "bigSmile", "smirk", "lips"],
    m: ["smile", "bigSmile", "smirk"],
    x: ["smile", "bigSmile", "smirk", "lips"],
  },
  eyes: ["open", "happy", "wink"],
  clothingColor: ["456dff", "54d7c7", "7555ca", "6dbb58", "e24553", "f3b63a", "f55d81"],
} as const;
export const FORBIDDEN_PARTS = ["pacifier", "pigtails", "cap", "beanie", "frown", "sleep"] as const;

/** A small string hash (FNV-1a), so a seed always draws the same person. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
const nth = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

export interface PortraitOptions {
  seed: string;
  hair: string[];
  hairColor: string[];
  skinColor: string[];
  nose: string[];
  body: string[];
  facialHair: string[];
  facialHairProbability: number;
  mouth: string[];
  eyes: string[];
  clothingColor: string[];
  backgroundColor: string[];
}

/**
 * Every part chosen here, one value each, so the style's own dice decide nothing: the face (hair, skin,
 * nose, build, beard) comes from the seed alone, and only the expression, clothes and backdrop from the look.
 */
export function portraitOptions(seed: string, look: number): PortraitOptions {
  const presenting: Presenting = seed.startsWith("w-") ? "w" : seed.startsWith("m-") ? "m" : "x";
  const face = hash(seed);
  const part = (salt: string) => hash(`${seed}:${salt}`);
  const bearded = presenting === "m" && part("beard") % 2 === 0;
  const l = ((look % PORTRAIT_LOOKS) + PORTRAIT_LOOKS) % PORTRAIT_LOOKS;
  return {
    seed,
    hair: [nth(PORTRAIT_PARTS.hair[presenting], face)],
    hairColor: [nth(PORTRAIT_PARTS.hairColor, part("hair-colour"))],
    skinColor: [nth(PORTRAIT_PARTS.skinColor, part("skin"))],
    nose: [nth(PORTRAIT_PARTS.nose, part("nose"))],
    body: [nth(PORTRAIT_PARTS.body, part("body"))],
    facialHair: [nth(PORTRAIT_PARTS.facialHair, part("facial-hair"))],
    facialHairProbability: bearded ? 100 : 0,
    // The first photo smiles with open eyes; the others step through the lists, so no two looks match.
    mouth: [l === 0 ? "smile" : nth(PORTRAIT_PARTS.mouth[presenting], part("mouth") + l)],
    eyes: [l === 0 ? "open" : nth(PORTRAIT_PARTS.eyes, l)],
    clothingColor: [nth(PORTRAIT_PARTS.clothingColor, part("clothes") + l * 3)],
    backgroundColor: [nth(backgrounds, part("backdrop") + l * 3)],
  };
}

/** `seed.svg` is the first look; `seed.N.svg` the N-th. */
export function parseAvatarFile(file: string): { seed: string; look: number } {
  const match = /^(.+?)(?:\.(\d))?\.svg$/.exec(file);
  return { seed: match?.[1] ?? file, look: Number(match?.[2] ?? 0) };
}

export function avatarSvg(style: AvatarStyle, file: string): string {
  const { seed, look } = parseAvatarFile(file);
  if (style === "personas") {
    // Casts: the style's option type lists its parts as literal unions; ours are drawn from those same lists.
    const options = portraitOptions(seed, look) as unknown as Parameters<typeof createAvatar<typeof personas>>[1];
    // Drawn a little smaller and lower, so the hair is not cut by the top of a photo frame.
    return createAvatar(personas, { ...options, size: 512, radius: 0, scale: 88, translateY: 6 }).toString();
  }
  const options = { seed, size: 512, backgroundColor: backgrounds, radius: 0 };
  // Each style has its own option type, so each call is spelled out.
  if (style === "lorelei") return createAvatar(lorelei, options).toString();
  return createAvatar(notionists, options).toString();
}

export const avatarUrl = (style: AvatarStyle, seed: string, look = 0) =>
  `/media/avatars/${style}/${encodeURIComponent(seed)}${look > 0 ? `.${look}` : ""}.svg`;

/** One demo person's photos: one face in every look. */
export const portraitUrls = (seed: string) =>
  Array.from({ length: PORTRAIT_LOOKS }, (_, look) => avatarUrl(PORTRAIT_STYLE, seed, look));
