import { profiles } from "./schema";

/**
 * The columns of a profile another person may see, written once for search cards, the moderators' queue and
 * public profiles (issue 24, item 2): never the phone, the coordinates, the search settings or a hold. A reader
 * takes the ones it shows with `visibleProfileColumns(...)`, so no repository can ask for a column outside
 * this set by name alone (docs/product.md#access).
 */
export const visibleProfile = {
  userId: profiles.userId,
  name: profiles.name,
  age: profiles.age,
  location: profiles.location,
  bio: profiles.bio,
  photos: profiles.photos,
  verified: profiles.verified,
  rating: profiles.rating,
  reviewCount: profiles.reviewCount,
  dateCount: profiles.dateCount,
  interests: profiles.interests,
  languages: profiles.languages,
  height: profiles.height,
  occupation: profiles.occupation,
  education: profiles.education,
  lookingFor: profiles.lookingFor,
  gender: profiles.gender,
  pronouns: profiles.pronouns,
  bodyType: profiles.bodyType,
  ethnicity: profiles.ethnicity,
  smoking: profiles.smoking,
  drinking: profiles.drinking,
  hasKids: profiles.hasKids,
  wantsKids: profiles.wantsKids,
  religion: profiles.religion,
  politicalViews: profiles.politicalViews,
  zodiacSign: profiles.zodiacSign,
} as const;

export type VisibleProfileField = keyof typeof visibleProfile;

/** The named columns of the visible set, as a Drizzle selection. */
export function visibleProfileColumns<K extends VisibleProfileField>(...fields: K[]): Pick<typeof visibleProfile, K> {
  const picked: Partial<Pick<typeof visibleProfile, K>> = {};
  for (const field of fields) picked[field] = visibleProfile[field];
  return picked as Pick<typeof visibleProfile, K>;
}
