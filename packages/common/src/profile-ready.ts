import { MIN_AGE } from "./constants";

/** What a profile still needs before its owner may appear in search, send match requests or chat. */
export type ProfileGap = "name" | "age";

/**
 * The adults-with-a-profile rule, once for server and app: a name that is not blank and an age of at
 * least 18. A photo is only encouraged, never required.
 */
export function profileGaps(profile: { name: string | null; age: number | null }): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  if (!profile.name?.trim()) gaps.push("name");
  if (profile.age === null || !Number.isInteger(profile.age) || profile.age < MIN_AGE) gaps.push("age");
  return gaps;
}

export const isProfileReady = (profile: { name: string | null; age: number | null }) =>
  profileGaps(profile).length === 0;

/** The refusal's wording, naming exactly what is missing. */
export function profileGapMessage(gaps: readonly ProfileGap[]): string {
  const what =
    gaps.length === 2 ? "your name and age" : gaps[0] === "name" ? "your name" : `your age (${MIN_AGE} or older)`;
  return `Finish your profile first: add ${what}.`;
}
