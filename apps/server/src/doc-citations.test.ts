import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Comments cite documents inside the repository (issue 24, "the docs are the truth"): a section of
 * docs/product.md or docs/glossary.md by its heading's anchor, a decision record by its number. This test
 * keeps every such citation pointing at something that exists, so renaming a heading or a record without
 * its citations fails here, and no comment goes back to citing the product notes outside the repository.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const SCANNED = ["apps/server/src", "apps/web/src", "packages/common/src", "e2e", "bench", "scripts"];
const SKIPPED = new Set(["node_modules", "dist", "migrations"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchorsIn(doc: string): Set<string> {
  const text = readFileSync(path.join(repoRoot, doc), "utf8");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? "")));
}

interface Citation {
  file: string;
  cited: string;
}

const texts = [...SCANNED.flatMap(sourceFiles), "apps/web/index.html", "ARCHITECTURE.md", "README.md"].map((file) => ({
  file,
  text: readFileSync(path.join(repoRoot, file), "utf8"),
}));

function citations(pattern: RegExp): Citation[] {
  return texts.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((match) => ({ file, cited: match[0] })));
}

describe("citations of the repository's documents", () => {
  it("every docs/product.md and docs/glossary.md section cited exists", () => {
    const anchors = { "product.md": anchorsIn("docs/product.md"), "glossary.md": anchorsIn("docs/glossary.md") };
    const cited = citations(/docs\/(product|glossary)\.md#[\w-]+/g);
    expect(cited.length).toBeGreaterThan(50);
    const broken = cited.filter(({ cited: citation }) => {
      const [doc, anchor] = citation.replace("docs/", "").split("#") as ["product.md" | "glossary.md", string];
      return !anchors[doc].has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it("every decision record cited exists", () => {
    const records = readdirSync(path.join(repoRoot, "docs/decisions")).map((name) => name.replace(/\.md$/, ""));
    const broken = citations(/docs\/decisions\/(\d{3})([\w-]*)/g).filter(({ cited: citation }) => {
      const [number, rest] = [citation.slice(15, 18), citation.slice(18)];
      // A name cut at a dash is a comment wrapping the record's file name onto its next line.
      const names = (record: string) =>
        record === number + rest || (rest.endsWith("-") && record.startsWith(number + rest));
      return !records.some((record) => record.startsWith(number) && (rest === "" || names(record)));
    });
    expect(broken).toEqual([]);
  });

  it("no code cites the product notes outside the repository by their section numbers", () => {
    // Built from parts so this file does not cite itself.
    const outside = new RegExp(`${"SPEC"} §`, "g");
    expect(citations(outside).map(({ file }) => file)).toEqual([]);
  });
});
