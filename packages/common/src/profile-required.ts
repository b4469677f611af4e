/**
 * The fields that make a person findable (docs/product.md#edit-profile): once set, a save may change them
 * but never empty them. An emptied age once saved as null, said "Profile updated successfully!" and quietly
 * took its owner out of everyone's results.
 */
export const REQUIRED_PROFILE_FIELDS = ["name", "age", "gender", "interestedIn"] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

/** The message shown by the field, the same from the server's 400 and the form. */
export const REQUIRED_FIELD_MESSAGES: Record<RequiredProfileField, string> = {
  name: "Please enter your name",
  age: "Please enter your age",
  gender: "Please choose your gender",
  interestedIn: "Please choose who you're interested in",
};

const isEmpty = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

/**
 * The required fields a patch would empty although the saved profile has them; a field never set may stay
 * unset (a new profile starts without a name or age).
 */
export function clearedRequiredFields(
  saved: Partial<Record<RequiredProfileField, unknown>>,
  patch: Partial<Record<RequiredProfileField, unknown>>,
): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter(
    (field) => field in patch && patch[field] !== undefined && isEmpty(patch[field]) && !isEmpty(saved[field]),
  );
}
