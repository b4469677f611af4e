/**
 * Page assembly puts what people wrote (names, bios, messages; in JSON and in painted markup) into the page.
 * `String.prototype.replace` reads `$&`, `` $` ``, `$'` and `$1` in a replacement string as patterns, so a bio
 * holding `` $` `` pasted the whole page into itself (issue 23, finding 6: 13 documents in one dashboard). Text
 * goes into the page only through these helpers, by position, and is taken literally; the lint rule
 * biome-plugins/no-replacement-string.grit keeps a replacement string out of apps/server/src/web.
 */

/** Where `text` goes relative to the first `marker` in `page`. */
export type Placement = "before" | "after" | "instead";

/** `page` with `text` placed at its first `marker`; the page unchanged when the marker is not in it. */
export function insertAt(page: string, marker: string, text: string, placement: Placement): string {
  const at = page.indexOf(marker);
  if (at < 0) return page;
  const end = at + marker.length;
  if (placement === "before") return page.slice(0, at) + text + page.slice(at);
  if (placement === "after") return page.slice(0, end) + text + page.slice(end);
  return page.slice(0, at) + text + page.slice(end);
}

/**
 * `value` as JSON for a `<script type="application/json">`: no `<` at all, so nothing in it can close the
 * element or open a comment (`</script>`, `<!--`); JSON.parse reads `\u003c` back as `<`.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).split("<").join("\\u003c");
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", '"': "&quot;", "<": "&lt;" };

/** `value` for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"<]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}
