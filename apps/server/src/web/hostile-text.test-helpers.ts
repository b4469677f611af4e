import fc from "fast-check";

/** Strings the probe of issue 23 used, and every pattern `String.replace` would have read in them. */
export const HOSTILE_TEXT = [
  "$`",
  "$'",
  "$&",
  "$$",
  "$1",
  "$<name>",
  "a$`b$'c$&d",
  "</script><script>alert(1)</script>",
  "<!--",
  "<!-- <script>",
  "]]>",
  "\u2028\u2029",
  '"quoted" & <b>',
  "</html><!doctype html>",
] as const;

/** Any text a person could type, with the hostile pieces mixed in far more often than chance would. */
export const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXT),
  fc
    .array(fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 6 })), { maxLength: 6 })
    .map((parts) => parts.join("")),
);
