import { AsYouType } from "libphonenumber-js/min";

/**
 * The phone field formats as the person types ("(615) 555-0250"), with libphonenumber's as-you-type formatter
 * for the US by default ("+44 …" formats as that country). This module (and libphonenumber with it) loads on
 * the field's first focus or keystroke, never with the login screen's first paint (its budget,
 * scripts/check-budget.mjs); until then the field keeps only digits and a leading "+" (phone-step.tsx).
 */

/** E.164 allows at most 15 digits; more can only be junk. */
export const MAX_PHONE_DIGITS = 15;

const format = (digits: string) => new AsYouType("US").input(digits);

/** Digits and one leading "+", nothing else: "abc6155550250xyz" is 6155550250. */
export function phoneDigits(raw: string): string {
  const plus = raw.trimStart().startsWith("+") ? "+" : "";
  return plus + raw.replace(/\D/g, "").slice(0, MAX_PHONE_DIGITS);
}

/**
 * The field's next value after an edit. Deleting only a bracket, space or dash would be put straight back
 * by the formatter, so a deletion that removed no digit removes the digit before the deleted character.
 */
export function nextPhoneValue(previous: string, raw: string): string {
  let digits = phoneDigits(raw);
  if (raw.length < previous.length && digits === phoneDigits(previous)) {
    let at = 0;
    while (at < raw.length && raw[at] === previous[at]) at += 1;
    const plus = digits.startsWith("+") ? "+" : "";
    const plain = digits.slice(plus.length);
    const before = previous.slice(0, at).replace(/\D/g, "").length;
    digits = before > 0 ? plus + plain.slice(0, before - 1) + plain.slice(before) : digits;
  }
  return digits === "+" || digits === "" ? digits : format(digits);
}

/** A value typed before this module arrived, formatted like a typed one. */
export function formatPhoneValue(value: string): string {
  const digits = phoneDigits(value);
  return digits === "+" || digits === "" ? digits : format(digits);
}
