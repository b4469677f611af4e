// Compiles the server (apps/server/src/main.ts) into one ES module, apps/server/dist/main.mjs, so `npm start`
// runs plain JavaScript instead of compiling TypeScript through tsx at every start (issue 28, item 5).
// npm packages stay external (node_modules as they are); @down/common's TypeScript is bundled in.
// Files the server finds beside its own sources (migrations, the WebAssembly kernel, the photo screener's
// worker, the web build) are still read from apps/server/src: each source file's import.meta.url and
// import.meta.dirname are rewritten to name that source file's place, relative to the bundle.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const serverEntry = path.join(root, "apps/server/src/main.ts");
export const serverBundle = path.join(root, "apps/server/dist/main.mjs");
/** import.meta of a bundled source file, as the place that file sits in the source tree. */
const sourcePlaces = (outDir) => ({
  name: "source-places",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@down/") ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, "utf8");
      if (contents.includes("import.meta.")) {
        const fromBundle = (target) => JSON.stringify(path.relative(outDir, target).split(path.sep).join("/"));
        const file = fromBundle(args.path);
        const dir = fromBundle(path.dirname(args.path));
        contents = contents
          .replaceAll("import.meta.dirname", `(import.meta.dirname + "/" + ${dir})`)
          .replaceAll("import.meta.url", `new URL(${file}, import.meta.url).href`);
      }
      return { contents, loader: "ts" };
    });
  },
});

/** `outfile`: elsewhere only in its test (scripts/build-server.test.ts); paths inside are relative to it. */
export async function buildServer(outfile = serverBundle) {
  const result = await build({
    entryPoints: [serverEntry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [sourcePlaces(path.dirname(outfile))],
    write: false,
  });
  // Written aside and renamed: two `npm start`s at once (README) never run a half-written bundle.
  await mkdir(path.dirname(outfile), { recursive: true });
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    await writeFile(aside, file.contents);
    await rename(aside, file.path);
  }
}

if (process.argv[1] === import.meta.filename) await buildServer();
