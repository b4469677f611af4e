import { MAX_AGE, MIN_AGE } from "../constants";
import { PROFILE_OPTIONS } from "../profile-options";
import { z } from "../zod";
import { photoInReviewSchema } from "./photo-review";
import { groupDigits, text } from "./text";

/** Messages written for the person filling the form, never a schema's own words. */
const option = (values: readonly string[], what: string) =>
  z.enum(values as [string, ...string[]], { error: `Please choose your ${what} from the list` }).nullable();
const shortText = (max: number, what: string, multiline = false) =>
  text({
    max,
    multiline,
    typeMessage: `Please enter your ${what} as text`,
    maxMessage: `Keep your ${what} under ${groupDigits(max)} characters`,
  }).nullable();
const tags = (what: string, max: number) =>
  z
    .array(
      text({
        min: 1,
        max: 40,
        typeMessage: `Please enter each ${what} as text`,
        minMessage: `Please remove the empty ${what}`,
        maxMessage: `Keep each ${what} under 40 characters`,
      }),
      { error: `Please enter your ${what}s as a list` },
    )
    .max(max, `Add at most ${max} ${what}s`)
    .transform((list) => [...new Set(list)]);
const onOff = (what: string) => z.boolean({ error: `Please turn ${what} on or off` });

/** The editable profile fields; PATCH takes any subset. Same schema drives the Edit Profile form. */
export const profileFieldsSchema = z.object({
  name: text({
    min: 1,
    max: 60,
    typeMessage: "Please enter your name",
    minMessage: "Please enter your name",
    maxMessage: "Keep your name under 60 characters",
  }).nullable(),
  age: z
    .number({ error: "Please enter your age as a whole number" })
    .int("Please enter your age as a whole number")
    // docs/product.md#profile-options words, kept exactly.
    .min(MIN_AGE, "Must be at least 18")
    .max(MAX_AGE, "Invalid age")
    .nullable(),
  location: shortText(120, "location"),
  bio: shortText(1000, "bio", true),
  interests: tags("interest", 30),
  height: option(PROFILE_OPTIONS.height, "height"),
  gender: option(PROFILE_OPTIONS.gender, "gender"),
  pronouns: shortText(40, "pronouns"),
  bodyType: option(PROFILE_OPTIONS.bodyType, "body type"),
  ethnicity: shortText(60, "ethnicity"),
  occupation: shortText(100, "occupation"),
  education: shortText(100, "education"),
  smoking: option(PROFILE_OPTIONS.smoking, "smoking habits"),
  drinking: option(PROFILE_OPTIONS.drinking, "drinking habits"),
  drugs: option(PROFILE_OPTIONS.drugs, "drug use"),
  stdStatus: shortText(60, "sexual health status"),
  accessibility: option(PROFILE_OPTIONS.accessibility, "accessibility needs"),
  lookingFor: option(PROFILE_OPTIONS.lookingFor, "answer to what you're looking for"),
  interestedIn: z
    .array(z.enum(PROFILE_OPTIONS.interestedIn, { error: "Please choose Men, Women, Couples or Everyone" }), {
      error: "Please choose who you're interested in",
    })
    .min(1, "Please choose who you're interested in")
    .max(4, "Please choose who you're interested in"),
  hasKids: z.boolean({ error: "Please say whether you have kids" }).nullable(),
  wantsKids: option(PROFILE_OPTIONS.wantsKids, "answer about wanting kids"),
  religion: shortText(60, "religion"),
  politicalViews: option(PROFILE_OPTIONS.politicalViews, "political views"),
  zodiacSign: option(PROFILE_OPTIONS.zodiacSign, "zodiac sign"),
  languages: tags("language", 30),
  acceptingMatches: onOff("Accepting new matches"),
  appearInSearches: onOff("Appear in searches"),
  pushNotifications: onOff("Push notifications"),
  /** 'Pause my account': out of searches and new matches, chats kept. */
  paused: onOff("Pause my account"),
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
  /**
   * Out of everyone's sight while a moderator checks a credible report (docs/decisions/019-reports-that-hold.md);
   * the app tells the person so.
   */
  underReview: z.boolean(),
  /**
   * New photos not on the profile yet: being screened ("checking") or held for a moderator ("held"); only their
   * owner sees them (docs/decisions/026-photo-screening.md).
   */
  photosInReview: z.array(photoInReviewSchema).optional(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
