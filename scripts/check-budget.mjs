#!/usr/bin/env node
// Fails when the production build holds a source map, or when the JavaScript a signed-out visitor downloads
// for /login grows past its budget (gzipped).
// It follows the built files themselves: the entry script in index.html, the app's start (boot, which the
// entry imports once the splash is painted), the login screen's chunk, and every chunk they import
// statically — what the browser must fetch before the login form can work.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// 80 KB (81 KB for part of 2026-11-27, when issue 25's first-date work put /login at 80.2 KB; won back by
// issue 28, item 4: the sign-in screen's constants apart from the app's, packages/common/src/sign-in-constants.ts,
// and no preload lists of files already loaded, apps/web/vite.config.ts). bench/README.md, "Web".
const BUDGET_KB = Number(process.env.LOGIN_JS_BUDGET_KB ?? 80);
// WEB_DIST measures a build made elsewhere (`vite build --outDir …`) without touching apps/web/dist.
const dist = path.resolve(process.env.WEB_DIST ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url)));
const assets = path.join(dist, "assets");

// No source maps in production (issue 23, finding 10): the build writes none (apps/web/vite.config.ts) and the
// server refuses to serve any (apps/server/src/web/serve-web-app.ts); this keeps a plugin or a config change
// from bringing them back unnoticed. Every file counts, the server bundle (.ssr) and dotfiles included: a
// *.map file (or its .gz/.br copy), or a file naming one in a sourceMappingURL comment (//#, /*# or //@).
const mapReference = /[#@]\s*sourceMappingURL\s*=/;
const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
const sourceMaps = filesUnder(dist).filter(
  (file) => /\.map(\.gz|\.br)?$/i.test(file) || mapReference.test(readFileSync(file, "latin1")),
);
if (sourceMaps.length > 0) {
  console.error(`check-budget: the build in ${dist} holds source maps, which production must not serve:`);
  for (const file of sourceMaps) console.error(`  ${path.relative(dist, file)}`);
  process.exit(1);
}
console.log(`no source maps in ${dist}`);

const html = readFileSync(path.join(dist, "index.html"), "utf8");
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/)?.[1];
const login = readdirSync(assets).find((name) => /^login-page-[\w-]+\.js$/.test(name));
const boot = readdirSync(assets).find((name) => /^boot-[\w-]+\.js$/.test(name));
if (!entry || !login || !boot) {
  console.error("check-budget: build apps/web first (npm run build); entry, boot or login chunk not found");
  process.exit(2);
}

const seen = new Map();
const visit = (name) => {
  if (seen.has(name)) return;
  const source = readFileSync(path.join(assets, name));
  seen.set(name, gzipSync(source, { level: 9 }).length);
  // Static imports only (`import … from"./x.js"` and bare `import"./x.js"`); dynamic import() is loaded later.
  for (const match of source.toString("utf8").matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) visit(match[1]);
};
visit(entry);
visit(boot);
visit(login);

const rows = [...seen].sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
for (const [name, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  /login JavaScript, gzipped (budget ${BUDGET_KB} KB; ${total} of ${BUDGET_KB * 1024} bytes)`,
);
if (total > BUDGET_KB * 1024) {
  console.error(
    `check-budget: /login loads ${(total / 1024).toFixed(1)} KB of JavaScript, over its ${BUDGET_KB} KB budget`,
  );
  process.exit(1);
}
