import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashesOf } from "./inline-script-hashes";

describe("hashesOf", () => {
  it("hashes inline scripts exactly as the browser does, and skips external ones", () => {
    const body = "\n  document.documentElement.classList.add('dark');\n";
    const html = `<head><script>${body}</script><script type="module" src="/x.js"></script></head>`;
    const expected = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    expect(hashesOf(html)).toEqual([expected]);
  });
});
