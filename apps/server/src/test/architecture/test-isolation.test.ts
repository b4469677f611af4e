import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server project shares one module graph per worker between its files (vitest.config.ts, bench/README.md
 * "Test suite time"). A file that replaces a module with vi.mock would replace it for the files after it, or
 * find it already loaded: such a file must be listed in `mockingFiles`, which runs each in a graph of its own.
 */
const ROOT = fileURLToPath(new URL("../../../../..", import.meta.url));
const SERVER_SRC = path.join(ROOT, "apps/server/src");

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });

const listed = (config: string, name: string) => {
  const block = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(config)?.[1] ?? "";
  return [...block.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
};

describe("server test files that mock a module", () => {
  it("each run in a module graph of their own (vitest.config.ts mockingFiles or serialFiles)", () => {
    const config = readFileSync(path.join(ROOT, "vitest.config.ts"), "utf8");
    const isolated = new Set([...listed(config, "mockingFiles"), ...listed(config, "serialFiles")]);
    expect(isolated.size).toBeGreaterThan(0);
    const mocking = testFiles(SERVER_SRC)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(ROOT, file).split(path.sep).join("/"));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !isolated.has(file))).toEqual([]);
  });
});
