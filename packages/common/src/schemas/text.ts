import { z } from "../zod";

// C0 and C1 control characters and DEL. PostgreSQL refuses NUL outright (a 500 if it gets that far), and
// the rest hide text, break logs or spoof what a person reads. Free text keeps newline and tab.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_ANY = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_EXCEPT_NEWLINE_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/**
 * 1234 → "1,234". Schemas are built when their module loads, hundreds of them on a phone's first screen, and
 * `toLocaleString` builds an ICU formatter per call (≈ 100 ms of a throttled phone's start-up).
 */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export const CONTROL_CHARACTER_MESSAGE = "Please remove special control characters from the text";

export interface TextOptions {
  /** Characters after trimming; 0 allows an empty string. */
  min?: number;
  max: number;
  /** Free text (bios, messages, comments) keeps newlines and tabs; everything else is one line. */
  multiline?: boolean;
  /** Message when shorter than min (default "Required" for min 1). */
  minMessage?: string;
  maxMessage?: string;
  /** Message when the value is not a string at all (default zod's). */
  typeMessage?: string;
}

/**
 * The one string helper for anything a client sends: trimmed, bounded, and refusing NUL and other
 * control characters. Every body, query and path string in the shared schemas goes through it.
 */
export function text({ min = 0, max, multiline = false, minMessage, maxMessage, typeMessage }: TextOptions) {
  const control = multiline ? CONTROL_EXCEPT_NEWLINE_TAB : CONTROL_ANY;
  let schema = z
    .string(typeMessage ? { error: typeMessage } : undefined)
    .refine((value) => !control.test(value), { message: CONTROL_CHARACTER_MESSAGE, abort: true })
    .trim()
    .max(max, maxMessage ?? `Keep this under ${groupDigits(max)} characters`);
  if (min > 0) schema = schema.min(min, minMessage ?? (min === 1 ? "Required" : `Use at least ${min} characters`));
  return schema;
}

/** True when the string holds a character `text()` would refuse (for hand-written checks of raw input). */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_NEWLINE_TAB : CONTROL_ANY).test(value);
}

/**
 * A number read from a query string. A blank or missing value is a 400, never 0 (z.coerce reads "" as 0,
 * which once turned `?lat=&lng=` into a point off the coast of Africa).
 */
export function queryNumber(min: number, max: number) {
  return text({ min: 1, max: 32, minMessage: "Expected a number" })
    .regex(/^-?\d+(\.\d+)?$/, "Expected a number")
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

/** A whole number from a query string: digits only, so a blank or "1e9" is a 400 rather than 0 or a guess. */
const queryDigits = () =>
  text({ min: 1, max: 9, minMessage: "Expected a whole number" }).regex(/^\d+$/, "Expected a whole number");

/** A page size from a query string, clamped to 1..max (absent: `fallback`), never refused for its size. */
export function pageSize(fallback: number, max: number) {
  return queryDigits()
    .transform((value) => Math.min(Math.max(Number(value), 1), max))
    .optional()
    .transform((value) => value ?? Math.min(fallback, max));
}

/** An offset cursor from a query string: 0..max (absent: 0). Offsets are ours, so a deeper one is refused. */
export function offsetCursor(max: number) {
  return queryDigits()
    .transform(Number)
    .pipe(z.number().max(max, "Invalid cursor"))
    .optional()
    .transform((value) => value ?? 0);
}
