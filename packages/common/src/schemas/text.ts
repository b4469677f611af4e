import { z } from "zod";

// C0 and C1 control characters and DEL. PostgreSQL refuses NUL outright (a 500 if it gets that far), and
// the rest hide text, break logs or spoof what a person reads. Free text keeps newline and tab.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_ANY = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_EXCEPT_NEWLINE_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

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
}

/**
 * The one string helper for anything a client sends: trimmed, bounded, and refusing NUL and other
 * control characters. Every body, query and path string in the shared schemas goes through it.
 */
export function text({ min = 0, max, multiline = false, minMessage, maxMessage }: TextOptions) {
  const control = multiline ? CONTROL_EXCEPT_NEWLINE_TAB : CONTROL_ANY;
  let schema = z
    .string()
    .refine((value) => !control.test(value), { message: CONTROL_CHARACTER_MESSAGE, abort: true })
    .trim()
    .max(max, maxMessage ?? `Keep this under ${max.toLocaleString("en-US")} characters`);
  if (min > 0) schema = schema.min(min, minMessage ?? (min === 1 ? "Required" : `Use at least ${min} characters`));
  return schema;
}

/** True when the string holds a character `text()` would refuse (for hand-written checks of raw input). */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_NEWLINE_TAB : CONTROL_ANY).test(value);
}
