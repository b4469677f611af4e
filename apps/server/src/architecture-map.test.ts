import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * ARCHITECTURE.md's map is the newcomer's first page, so it must name every folder a newcomer will open
 * (issue 24, "the docs are the truth"). The map is the first fenced block: a folder's line starts with its
 * path, a module's or feature's line (under `modules/<domain>/` or `features/<domain>/`) with its name, and
 * the words after it wrap onto lines indented to the description column.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

interface MapLine {
  indent: number;
  name: string;
}

/** The map's lines that start an entry (not the wrapped description lines), in order. */
function mapEntries(markdown: string): MapLine[] {
  const block = /```\n([\s\S]*?)```/.exec(markdown);
  if (!block?.[1]) throw new Error("ARCHITECTURE.md has no fenced map");
  const lines = block[1].split("\n").filter((line) => line.trim() !== "");
  // Wrapped text sits at the description column, where the first described entry's words start.
  const described = lines.map((line) => /^(\s*\S+\s{2,})\S/.exec(line)).find((match) => match !== null);
  const descriptionColumn = described?.[1]?.length ?? 0;
  return lines
    .map((line) => ({ indent: line.length - line.trimStart().length, name: line.trim().split(/\s+/)[0] ?? "" }))
    .filter((entry) => entry.indent < descriptionColumn);
}

/** Entries nested under `heading` inside the top-level section `section` (e.g. "apps/server/src"). */
function namesUnder(entries: MapLine[], section: string, heading?: string): string[] {
  const start = entries.findIndex((entry) => entry.indent === 0 && entry.name === section);
  if (start < 0) return [];
  const inSection = entries.slice(start + 1);
  const sectionEnd = inSection.findIndex((entry) => entry.indent === 0);
  const sectionEntries = sectionEnd < 0 ? inSection : inSection.slice(0, sectionEnd);
  if (!heading) {
    const top = Math.min(...sectionEntries.map((entry) => entry.indent));
    return sectionEntries.filter((entry) => entry.indent === top).map((entry) => entry.name);
  }
  const at = sectionEntries.findIndex((entry) => entry.name === heading);
  if (at < 0) return [];
  const below = sectionEntries.slice(at + 1);
  const end = below.findIndex((entry) => entry.indent <= (sectionEntries[at]?.indent ?? 0));
  return (end < 0 ? below : below.slice(0, end)).map((entry) => entry.name);
}

/** The folder a top-level entry stands for: "app/route-boot.ts" and "app/" both name app; "main.tsx," none. */
function folderOf(name: string): string | null {
  const slash = name.indexOf("/");
  return slash > 0 ? name.slice(0, slash) : null;
}

function missingFrom(folders: string[], named: Iterable<string | null>): string[] {
  const names = new Set(named);
  return folders.filter((folder) => !names.has(folder));
}

/** Folders holding at least one file (a folder git left empty after a move is not part of the code). */
function foldersIn(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !skip.has(entry.name))
    .filter((entry) =>
      readdirSync(path.join(repoRoot, dir, entry.name), { recursive: true, withFileTypes: true }).some((inside) =>
        inside.isFile(),
      ),
    )
    .map((entry) => entry.name)
    .sort();
}

/** What .gitignore keeps out of the repository (node_modules/, dist/, …) is no folder of ours. */
function ignoredFolders(): Set<string> {
  const lines = readFileSync(path.join(repoRoot, ".gitignore"), "utf8").split("\n");
  return new Set(lines.filter((line) => /^[\w.-]+\/$/.test(line.trim())).map((line) => line.trim().slice(0, -1)));
}

const entries = mapEntries(readFileSync(path.join(repoRoot, "ARCHITECTURE.md"), "utf8"));
const serverModules = namesUnder(entries, "apps/server/src", "modules/<domain>/");
const webFeatures = namesUnder(entries, "apps/web/src", "features/<domain>/");

describe("ARCHITECTURE.md's map", () => {
  it("names every server module (apps/server/src/modules/*)", () => {
    expect(missingFrom(foldersIn("apps/server/src/modules"), serverModules), "modules without a line").toEqual([]);
  });

  it("names every web feature (apps/web/src/features/*)", () => {
    expect(missingFrom(foldersIn("apps/web/src/features"), webFeatures), "features without a line").toEqual([]);
  });

  it("names no module or feature that is gone", () => {
    expect(missingFrom(serverModules, foldersIn("apps/server/src/modules")), "lines for no module").toEqual([]);
    expect(missingFrom(webFeatures, foldersIn("apps/web/src/features")), "lines for no feature").toEqual([]);
  });

  it("names every top folder of the server, the web app and the repository", () => {
    const named = (section: string) => namesUnder(entries, section).map(folderOf);
    expect(missingFrom(foldersIn("apps/server/src"), named("apps/server/src"))).toEqual([]);
    expect(missingFrom(foldersIn("apps/web/src"), named("apps/web/src"))).toEqual([]);
    const topLevel = entries.filter((entry) => entry.indent === 0).map((entry) => folderOf(entry.name));
    expect(missingFrom(foldersIn(".", ignoredFolders()), topLevel)).toEqual([]);
  });

  it("catches a folder left out (the reader on a map that forgets one)", () => {
    const map = [
      "```",
      "apps/server/src",
      "  modules/<domain>/      routes · service · repo",
      "     auth                sign-in, wrapped over",
      "                         a second line",
      "     blocks              blocked either way",
      "  seed/                  demo people",
      "```",
    ].join("\n");
    const named = namesUnder(mapEntries(map), "apps/server/src", "modules/<domain>/");
    expect(named).toEqual(["auth", "blocks"]);
    expect(missingFrom(["auth", "blocks", "photos"], named)).toEqual(["photos"]);
    expect(namesUnder(mapEntries(map), "apps/server/src").map(folderOf)).toEqual(["modules", "seed"]);
  });
});
