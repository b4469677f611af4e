import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * CSP source expressions ('sha256-…') for the inline scripts of the built index.html. index.html restores
 * the theme and skips a seen splash before first paint, which only an inline script can do; the CSP allows
 * exactly those bytes and no other inline script.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexHtml = path.join(webDist, "index.html");
  if (!existsSync(indexHtml)) return [];
  return hashesOf(readFileSync(indexHtml, "utf8"));
}

export function hashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}
