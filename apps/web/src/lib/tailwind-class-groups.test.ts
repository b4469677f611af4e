import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createTailwindMerge, getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, onlyClassGroups } from "./cn";
import { USED_CLASS_GROUPS } from "./tailwind-class-groups";

const sourceRoot = join(import.meta.dirname, "..");

/** Every word in a string literal of the app's source that could be a class (over-reading is harmless). */
function sourceWords(): Set<string> {
  const words = new Set<string>();
  const files = readdirSync(sourceRoot, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const text = readFileSync(join(sourceRoot, file), "utf8");
    for (const literal of text.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? "").split(/\s+/)) {
        if (word && !word.includes("${") && /^[!\-a-z0-9@*[]/i.test(word)) words.add(word);
      }
    }
  }
  return words;
}

const full = getDefaultConfig();
const mergeWith = (classGroups: string[]) => createTailwindMerge(() => onlyClassGroups(full, new Set(classGroups)));
// A class belongs to a group when a merge that knows only that group folds two copies of it into one.
const inGroup = (merge: (classes: string) => string, word: string) => merge(`${word} ${word}`) === word;

const noGroups = mergeWith([]);
const classes = [...sourceWords()].filter((word) => inGroup(twMerge, word) && !inGroup(noGroups, word));

describe("the class groups cn() merges within", () => {
  it("are exactly the groups of the classes the app's source uses", () => {
    const needed = Object.keys(full.classGroups).filter((group) => {
      const merge = mergeWith([group]);
      return classes.some((word) => inGroup(merge, word));
    });
    // On a failure: put the groups it names into USED_CLASS_GROUPS (or take out the ones no longer used).
    expect([...USED_CLASS_GROUPS].sort()).toEqual(needed.sort());
  });

  it("merge any two of the app's classes as tailwind-merge's full config does", () => {
    expect(classes.length).toBeGreaterThan(300);
    const differing: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (cn(first, second) !== twMerge(first, second)) differing.push(`${first} ${second}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it("let a later utility win over an earlier one, variants apart", () => {
    expect(cn("p-5 text-foreground", "px-4 text-muted-foreground")).toBe("p-5 px-4 text-muted-foreground");
    expect(cn("px-4", "p-5")).toBe("p-5");
    expect(cn("rounded-2xl size-14", "rounded-full size-11", "hover:size-12")).toBe(
      "rounded-full size-11 hover:size-12",
    );
    expect(cn("flex", false, undefined, "hidden")).toBe("hidden");
  });
});
