import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm start` runs the server compiled into one file (scripts/build-server.mjs; issue 28, item 5). Files the
 * server reads beside its sources (migrations, the WebAssembly kernel, the photo screener's worker, the web
 * build) must still be found from the bundle: each import.meta in the sources is rewritten to its source place.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(serverDir, "../..");
// Beside dist/, at the same depth, so the paths inside are what apps/server/dist/main.mjs gets.
const outDir = mkdtempSync(path.join(serverDir, ".build-test-"));
const outfile = path.join(outDir, "main.mjs");
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the compiled server", () => {
  it("finds every file its sources name through import.meta", { timeout: 60_000 }, () => {
    const script = `import(${JSON.stringify(path.join(repoRoot, "scripts/build-server.mjs"))}).then((m) => m.buildServer(${JSON.stringify(outfile)}))`;
    const built = spawnSync(process.execPath, ["-e", script], { cwd: repoRoot, encoding: "utf8" });
    expect(built.stderr).toBe("");
    expect(built.status).toBe(0);
    const bundle = readFileSync(outfile, "utf8");

    const urls = [...bundle.matchAll(/new URL\("([^"]+)", new URL\("([^"]+)", import\.meta\.url\)\.href\)/g)].map(
      ([, target = "", source = ""]) => path.resolve(outDir, path.dirname(source), target),
    );
    const dirs = [...bundle.matchAll(/import\.meta\.dirname \+ "\/([^"]+)"/g)].map(([, dir = ""]) =>
      path.resolve(outDir, dir),
    );
    const rel = (file: string) => path.relative(serverDir, file);
    expect(urls.map(rel)).toEqual(
      expect.arrayContaining(["src/adapters/photo-screener.worker.mjs", "src/matching/wasm/pair-scan.wasm"]),
    );
    expect(dirs.map(rel)).toEqual(expect.arrayContaining(["src", "src/db"]));
    for (const file of [...urls, ...dirs]) expect(existsSync(file), rel(file)).toBe(true);
    expect(existsSync(path.join(outDir, "../src/db/migrations/meta/_journal.json"))).toBe(true);
    // No import.meta is left that would name the bundle's own folder instead of a source file's.
    expect(bundle.match(/import\.meta\.(url|dirname)/g)?.length).toBe(
      bundle.match(/new URL\("[^"]+", import\.meta\.url\)\.href|import\.meta\.dirname \+ "\//g)?.length,
    );
  });
});
