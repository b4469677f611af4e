import { z } from "zod";
import { MAX_AGE, MIN_AGE } from "../constants";
import { PROFILE_OPTIONS } from "../profile-options";

const option = (values: readonly string[]) => z.enum(values as [string, ...string[]]).nullable();
const shortText = (max: number) => z.string().trim().max(max).nullable();
const tags = z
  .array(z.string().trim().min(1).max(40))
  .max(30)
  .transform((list) => [...new Set(list)]);

/** The editable profile fields; PATCH takes any subset. Same schema drives the Edit Profile form. */
export const profileFieldsSchema = z.object({
  name: z.string().trim().min(1, "Required").max(60).nullable(),
  age: z
    .number({ error: "Expected number" })
    .int()
    .min(MIN_AGE, "Must be at least 18")
    .max(MAX_AGE, "Invalid age")
    .nullable(),
  location: shortText(120),
  bio: shortText(1000),
  interests: tags,
  height: option(PROFILE_OPTIONS.height),
  gender: option(PROFILE_OPTIONS.gender),
  pronouns: shortText(40),
  bodyType: option(PROFILE_OPTIONS.bodyType),
  ethnicity: shortText(60),
  occupation: shortText(100),
  education: shortText(100),
  smoking: option(PROFILE_OPTIONS.smoking),
  drinking: option(PROFILE_OPTIONS.drinking),
  drugs: option(PROFILE_OPTIONS.drugs),
  stdStatus: shortText(60),
  accessibility: option(PROFILE_OPTIONS.accessibility),
  lookingFor: option(PROFILE_OPTIONS.lookingFor),
  interestedIn: z.array(z.enum(PROFILE_OPTIONS.interestedIn)).min(1).max(4),
  hasKids: z.boolean().nullable(),
  wantsKids: option(PROFILE_OPTIONS.wantsKids),
  religion: shortText(60),
  politicalViews: option(PROFILE_OPTIONS.politicalViews),
  zodiacSign: option(PROFILE_OPTIONS.zodiacSign),
  languages: tags,
  acceptingMatches: z.boolean(),
  appearInSearches: z.boolean(),
  pushNotifications: z.boolean(),
});

export const profilePatchSchema = profileFieldsSchema.partial().strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** One's own profile as GET /api/profiles/{userId} returns it. */
export const ownProfileSchema = profileFieldsSchema.extend({
  id: z.uuid(),
  userId: z.uuid(),
  photos: z.array(z.string()),
  verified: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  dateCount: z.number().int(),
  responseRate: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
