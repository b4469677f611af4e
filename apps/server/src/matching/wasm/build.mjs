// Rebuilds pair-scan.wasm from pair-scan.as with the AssemblyScript compiler (a dev dependency).
// The source is not named .ts so the server's TypeScript project does not try to check it; asc wants
// .ts, so it compiles a temporary copy. The built file is committed: the server never needs asc.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const here = import.meta.dirname;
const dir = mkdtempSync(path.join(tmpdir(), "pair-scan-"));
try {
  copyFileSync(path.join(here, "pair-scan.as"), path.join(dir, "pair-scan.ts"));
  execFileSync(
    "npx",
    [
      "asc",
      path.join(dir, "pair-scan.ts"),
      "--outFile",
      path.join(here, "pair-scan.wasm"),
      "-O3",
      "--noAssert",
      "--runtime",
      "stub",
      "--importMemory",
      "--initialMemory",
      "0",
      "--noExportMemory",
      "--enable",
      "simd",
    ],
    { stdio: "inherit" },
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
