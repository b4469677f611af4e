import { MIN_AGE } from "./constants";

/**
 * What others need to see a person (docs/product.md#edit-profile), in the order the first-run step asks for
 * them. This is the one list of what a profile is missing: the server's findable rule, the profile banner and
 * the first-run step all read it from here.
 */
export const PROFILE_ITEMS = ["name", "age", "gender", "interestedIn", "photo"] as const;
export type ProfileItem = (typeof PROFILE_ITEMS)[number];

/** What a profile still needs before its owner may appear in search, send match requests or chat. */
export type ProfileGap = Extract<ProfileItem, "name" | "age">;

/** A profile as far as the missing items are concerned; a field not given is not judged. */
export interface ProfileForItems {
  name: string | null;
  age: number | null;
  gender?: string | null;
  interestedIn?: readonly string[] | null;
  photos?: readonly string[] | null;
}

const IS_MISSING: Record<ProfileItem, (p: ProfileForItems) => boolean> = {
  name: (p) => !p.name?.trim(),
  age: (p) => p.age === null || !Number.isInteger(p.age) || p.age < MIN_AGE,
  gender: (p) => p.gender !== undefined && !p.gender,
  interestedIn: (p) => p.interestedIn !== undefined && (p.interestedIn?.length ?? 0) === 0,
  photo: (p) => p.photos !== undefined && (p.photos?.length ?? 0) === 0,
};

/** Everything others would need that the profile lacks; empty when nothing is missing. */
export function missingProfileItems(profile: ProfileForItems): ProfileItem[] {
  return PROFILE_ITEMS.filter((item) => IS_MISSING[item](profile));
}

/**
 * The adults-with-a-profile rule, once for server and app: a name that is not blank and an age of at
 * least 18. The rest of the missing items (gender, interested in, a photo) are only asked for, never required.
 */
export function profileGaps(profile: { name: string | null; age: number | null }): ProfileGap[] {
  return missingProfileItems({ name: profile.name, age: profile.age }).filter(
    (item): item is ProfileGap => item === "name" || item === "age",
  );
}

export const isProfileReady = (profile: { name: string | null; age: number | null }) =>
  profileGaps(profile).length === 0;

const WORDS: Record<ProfileItem, string> = {
  name: "name",
  age: `age (${MIN_AGE} or older)`,
  gender: "gender",
  interestedIn: "who you're interested in",
  photo: "a photo",
};

/** "your name, age (18 or older) and a photo": the missing items in words, for a banner or a refusal. */
export function missingProfileWords(items: readonly ProfileItem[]): string {
  const own = items.filter((item) => item !== "photo").map((item) => WORDS[item]);
  const parts = own.length > 0 ? [`your ${own[0]}`, ...own.slice(1)] : [];
  if (items.includes("photo")) parts.push(WORDS.photo);
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The refusal's wording, naming exactly what is missing. */
export function profileGapMessage(gaps: readonly ProfileGap[]): string {
  const what = gaps.length === 2 ? "your name and age" : missingProfileWords(gaps);
  return `Finish your profile first: add ${what}.`;
}
