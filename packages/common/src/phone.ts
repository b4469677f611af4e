import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { PHONE_MIN_LENGTH } from "./constants";

/** Normalises a typed number to E.164 (default region US), or null when it is not a real number. */
export function toE164(input: string): string | null {
  if (input.trim().length < PHONE_MIN_LENGTH) return null;
  const parsed = parsePhoneNumberFromString(input, "US");
  return parsed?.isValid() ? parsed.number : null;
}

/** "(615) 555-0101" style for display of one's own number. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
