import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A built web app in miniature for the server's page tests: only the files a test names (index.html, the
 * part of Vite's manifest it reads, a stand-in renderer), by their path in the build.
 */
export function miniatureWebDist(files: Record<string, string>): string {
  const webDist = mkdtempSync(path.join(tmpdir(), "down-web-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(webDist, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return webDist;
}
