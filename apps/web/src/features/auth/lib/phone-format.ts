/**
 * The phone field formats as the person types ("(615) 555-0250"), with libphonenumber's as-you-type formatter
 * for the US by default ("+44 …" formats as that country). The formatter loads on the field's first focus or
 * keystroke, never with the login screen's first paint (its budget, scripts/check-budget.mjs); until then the
 * field still refuses anything but digits and a leading "+".
 */
type Formatter = (digits: string) => string;

let formatter: Formatter | null = null;
let loading: Promise<Formatter> | null = null;

/** E.164 allows at most 15 digits; more can only be junk. */
const MAX_DIGITS = 15;

export function loadPhoneFormatter(): Promise<Formatter> {
  loading ??= import("libphonenumber-js/min").then(({ AsYouType }) => {
    formatter = (digits) => new AsYouType("US").input(digits);
    return formatter;
  });
  return loading;
}

/** Digits and one leading "+", nothing else: "abc6155550250xyz" is 6155550250. */
export function phoneDigits(raw: string): string {
  const plus = raw.trimStart().startsWith("+") ? "+" : "";
  return plus + raw.replace(/\D/g, "").slice(0, MAX_DIGITS);
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
  if (digits === "+" || digits === "") return digits;
  return formatter ? formatter(digits) : digits;
}

/** The current value once the formatter is in (what was typed while it loaded gets formatted too). */
export function formatPhoneValue(value: string): string {
  const digits = phoneDigits(value);
  return formatter && digits && digits !== "+" ? formatter(digits) : digits;
}
