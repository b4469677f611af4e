import { type OwnProfile, type ProfilePatch, profileFieldsSchema } from "@down/common/schemas/profile";
import type { z } from "zod";

/** The shared profile schema, every field optional: the form edits any subset (docs/product.md#edit-profile). */
export const profileFormSchema = profileFieldsSchema.partial();
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** What Edit Profile shows; the Settings switches are edited on their own screen. */
export const FORM_FIELDS = [
  "name",
  "age",
  "location",
  "bio",
  "interests",
  "height",
  "gender",
  "pronouns",
  "bodyType",
  "ethnicity",
  "occupation",
  "education",
  "smoking",
  "drinking",
  "drugs",
  "stdStatus",
  "accessibility",
  "lookingFor",
  "interestedIn",
  "wantsKids",
  "hasKids",
  "religion",
  "politicalViews",
  "zodiacSign",
  "languages",
] as const satisfies ReadonlyArray<keyof ProfileFormInput>;
type FormField = (typeof FORM_FIELDS)[number];

export function toFormValues(profile: OwnProfile): ProfileFormInput {
  const values: Partial<Record<FormField, unknown>> = {};
  for (const field of FORM_FIELDS) values[field] = profile[field];
  return values as ProfileFormInput;
}

/**
 * Only fields whose saved value would differ go to the server, so a save never overwrites anything
 * else. Compared after parsing, so trimming a name back to what it was counts as no change.
 */
export function changedFields(values: ProfileFormOutput, saved: ProfileFormInput): ProfilePatch {
  const patch: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    if (!(field in values)) continue;
    if (JSON.stringify(values[field] ?? null) !== JSON.stringify(saved[field] ?? null)) patch[field] = values[field];
  }
  return patch as ProfilePatch;
}
