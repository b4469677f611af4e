import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server and web projects share one module graph per worker between their files (vitest.config.ts,
 * bench/README.md "Test suite time"). A file that replaces a module with vi.mock would replace it for the
 * files after it, or find it already loaded: such a file must be listed in `mockingFiles` (server) or
 * `webIsolatedFiles` (web), which run each file in a graph of its own.
 */
const ROOT = fileURLToPath(new URL("../../../../..", import.meta.url));
const SERVER_SRC = path.join(ROOT, "apps/server/src");

const WEB_SRC = path.join(ROOT, "apps/web/src");

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const MOCKS = /\bvi\.(mock|doMock)\(/;
/**
 * Web calls that leave answers in a module for a later file's requests (apps/web/src/lib/api-client.ts, auth,
 * first paint), or whose test needs the module as first loaded (the socket's lazily loaded event schema).
 */
const HOLDS_STATE = /\b(primeGet|primeAnswer|bootScreenData|startSessionCheck|holdFirstAnswers|connectRealtime)\(/;

const matchingIn = (dir: string, relativeTo: string, pattern: RegExp) =>
  testFiles(dir)
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(relativeTo, file).split(path.sep).join("/"));

const listed = (config: string, name: string) => {
  const block = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(config)?.[1] ?? "";
  return [...block.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
};

describe("test files that mock a module", () => {
  const config = readFileSync(path.join(ROOT, "vitest.config.ts"), "utf8");

  it("on the server, each run in a module graph of their own (vitest.config.ts mockingFiles or serialFiles)", () => {
    const isolated = new Set([...listed(config, "mockingFiles"), ...listed(config, "serialFiles")]);
    const mocking = matchingIn(SERVER_SRC, ROOT, MOCKS);
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !isolated.has(file))).toEqual([]);
  });

  it("on the web, and those that leave answers held for later requests, each run in a window of their own (webIsolatedFiles)", () => {
    const isolated = new Set(listed(config, "webIsolatedFiles"));
    const mocking = matchingIn(
      WEB_SRC,
      path.join(ROOT, "apps/web"),
      new RegExp(`${MOCKS.source}|${HOLDS_STATE.source}`),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !isolated.has(file))).toEqual([]);
  });
});
