import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyText, HOSTILE_TEXT } from "../web/hostile-text.test-helpers";
import { escapeHtml, html } from "./html";

/** What a browser shows for escaped text: the entities read back. */
const readBack = (text: string) =>
  text
    .split("&lt;")
    .join("<")
    .split("&gt;")
    .join(">")
    .split("&quot;")
    .join('"')
    .split("&#39;")
    .join("'")
    .split("&amp;")
    .join("&");

describe("html``", () => {
  it("places every value as text, never as markup or as a replace pattern", () => {
    for (const text of HOSTILE_TEXT) {
      const out = html`<p title="${text}">${text}</p>`.value;
      expect(out).toBe(`<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`);
      expect(escapeHtml(text)).not.toMatch(/[<>"']/);
    }
    fc.assert(
      fc.property(anyText, (text) => {
        const inner = html`<b>${text}</b>`.value.slice(3, -4);
        expect(readBack(inner)).toBe(text);
        expect(inner).not.toMatch(/[<>"']/);
      }),
    );
  });

  it("keeps nested templates and lists as markup, and leaves out null, undefined and false", () => {
    const items = ["a<b", "c"].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe("<ul><li>a&lt;b</li><li>c</li></ul>0");
  });
});
