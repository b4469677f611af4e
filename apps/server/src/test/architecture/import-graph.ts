import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The import graph of a source folder, read by a small scanner (ARCHITECTURE.md, "Import boundaries"):
 * dependency-cruiser cannot parse TypeScript with the native `typescript` 7, and the import statements of
 * this repository are plain enough that a comment-stripping scan reads every one of them. Files are named by
 * their path relative to the scanned root ("features/chat/chat-page.tsx"); packages outside the root are left out.
 */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`; also `import type`. */
const SPECIFIERS = [
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*["']([^"']+)["']/g,
  /(?:^|[\s;])import\s*["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

/** Block and line comments go first, so a comment quoting an import is not read as one. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Every module specifier a source file names, in order of appearance per form. */
export function importSpecifiers(source: string): string[] {
  const code = stripComments(source);
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

function listSources(dir: string, root: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : listSources(full, root);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path.relative(root, full).split(path.sep).join("/")] : [];
  });
}

/** What a specifier names: a source file under root, something else (a package, an asset, outside root) or nothing. */
type Resolved = { file: string } | "elsewhere" | "missing";

/** `aliases` maps a prefix to a folder relative to root (the web app's `@/` → ""); `.js` names its `.ts` file. */
function resolveSpecifier(root: string, from: string, specifier: string, aliases: Record<string, string>): Resolved {
  const bare = specifier.replace(/\?.*$/, "");
  let target: string | null = null;
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (bare.startsWith(prefix)) target = path.posix.join(folder, bare.slice(prefix.length));
  }
  if (target === null && bare.startsWith(".")) target = path.posix.join(path.posix.dirname(from), bare);
  if (target === null || target.startsWith("..")) return "elsewhere";
  for (const candidate of [target, target.replace(/\.js$/, "")]) {
    for (const suffix of RESOLVE_SUFFIXES) {
      const file = candidate + suffix;
      const full = path.join(root, file);
      if (SOURCE.test(file) && existsSync(full) && statSync(full).isFile()) return { file };
    }
  }
  return existsSync(path.join(root, target)) ? "elsewhere" : "missing";
}

export interface ImportScan {
  graph: ImportGraph;
  /** Imports that name no file: after a move, a path that did not follow. */
  missing: { from: string; specifier: string }[];
}

/** Reads every .ts/.tsx file under root and the source files each imports (assets and packages left out). */
export function readImportGraph(root: string, aliases: Record<string, string> = {}): ImportScan {
  const graph: ImportGraph = new Map();
  const missing: ImportScan["missing"] = [];
  for (const from of listSources(root, root)) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(readFileSync(path.join(root, from), "utf8"))) {
      const resolved = resolveSpecifier(root, from, specifier, aliases);
      if (resolved === "missing") missing.push({ from, specifier });
      else if (resolved !== "elsewhere" && resolved.file !== from) targets.add(resolved.file);
    }
    graph.set(from, [...targets]);
  }
  return { graph, missing };
}

/** An import the layering forbids, with the rule it breaks. */
export interface BackEdge {
  from: string;
  to: string;
  rule: string;
}

/** A layering: the rule an import from → to breaks, or null when it may stand. */
export type LayerRule = (from: string, to: string) => string | null;

export function findBackEdges(graph: ImportGraph, rule: LayerRule): BackEdge[] {
  const found: BackEdge[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const broken = rule(from, to);
      if (broken) found.push({ from, to, rule: broken });
    }
  }
  return found;
}

/**
 * Import cycles: every strongly connected group of files (Tarjan), each listed from its first file in path
 * order. A dynamic `import()` counts: a chunk that imports back the file loading it is still one knot.
 */
export function findCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) groups.push(group.sort());
    }
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One line per offending edge or cycle, for a failing test to print. */
export function describeFindings(backEdges: BackEdge[], cycles: string[][]): string {
  return [
    ...backEdges.map((edge) => `back-edge ${edge.from} → ${edge.to} (${edge.rule})`),
    ...cycles.map((cycle) => `cycle ${cycle.join(" ↔ ")}`),
  ].join("\n");
}

/**
 * The graph between groups of files (a module's or a feature's folder): an arrow wherever a file of one group
 * imports a file of another. A cycle here is two folders leaning on each other even when no two files do.
 */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string): ImportGraph {
  const grouped = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const group = grouped.get(groupOf(from)) ?? new Set<string>();
    for (const to of targets) if (groupOf(to) !== groupOf(from)) group.add(groupOf(to));
    grouped.set(groupOf(from), group);
  }
  return new Map([...grouped].map(([group, targets]) => [group, [...targets].sort()]));
}

/** The graph without the files `leaveOut` names, as importers or as imported (tests, for the folder graph). */
export function withoutFiles(graph: ImportGraph, leaveOut: (file: string) => boolean): ImportGraph {
  return new Map(
    [...graph]
      .filter(([file]) => !leaveOut(file))
      .map(([file, targets]) => [file, targets.filter((to) => !leaveOut(to))]),
  );
}
