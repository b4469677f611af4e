import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { AFTER_PAINT_REL } from "@down/common/after-paint";
import { firstScreenModule, firstScreenRequests } from "@down/common/first-screen";
import { escapeAttribute, jsonForScript } from "./page-text";

/** The part of Vite's build manifest (`build.manifest`) read here: each chunk's file and static imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const SIGNED_IN_APP = "src/app/signed-in-app.tsx";
const BOOT = "src/boot.tsx";

export interface SessionUserJson {
  id: string;
}

/**
 * What a signed-in person's first page load needs, named in the page itself so the browser asks for all of
 * it while the HTML is still arriving: who is signed in (no round trip to /api/auth/session before the app
 * knows which code to load), the signed-in app's and the screen's code (modulepreload once the page has
 * painted, see AFTER_PAINT_REL, instead of each
 * chunk being discovered only when the one before it has run), and the screen's first API answers
 * (`preload as=fetch`, picked up by the entry's primeGet). On a phone's slow network each of those waits was
 * a round trip in a chain before the first card could paint.
 */
export class FirstScreenHints {
  private readonly manifest: Manifest;
  private readonly entryFiles: Set<string>;

  constructor(webDist: string) {
    const file = path.join(webDist, ".vite", "manifest.json");
    this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : {};
    // What index.html already loads needs no hint: the entry, and the app's start it names (apps/web/vite.config.ts).
    this.entryFiles = new Set(
      Object.keys(this.manifest)
        .filter((key) => this.manifest[key]!.isEntry || key === BOOT)
        .flatMap((key) => this.closure(key)),
    );
  }

  /** Files of `key` and everything it imports statically. */
  private closure(key: string, seen = new Set<string>()): string[] {
    const chunk = this.manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => this.closure(child, seen))];
  }

  /** `<link>` and `<script type="application/json">` tags for `<head>`. */
  tagsFor(pathname: string, search: string, user: SessionUserJson, answered: ReadonlySet<string> = new Set()): string {
    const screen = firstScreenModule(pathname);
    const files = new Set([...this.closure(SIGNED_IN_APP), ...(screen ? this.closure(screen) : [])]);
    const tags: string[] = [
      // `<` is escaped so no value can close the element; the JSON is data, never run (no CSP hash needed).
      `<script type="application/json" id="session-user">${jsonForScript(user)}</script>`,
    ];
    for (const file of files) {
      if (!this.entryFiles.has(file) && file.endsWith(".js")) {
        tags.push(`<link rel="${AFTER_PAINT_REL}" crossorigin href="/${file}">`);
      }
    }
    for (const { url } of firstScreenRequests(pathname, search, user.id)) {
      if (answered.has(url)) continue;
      tags.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`);
    }
    return tags.join("");
  }
}
