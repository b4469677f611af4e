// `npm start`: builds the web app when its sources are newer than the build, then runs the server compiled.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "apps/web/dist/index.html");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = ["apps/web/src", "apps/web/index.html", "packages/common/src"].map((p) => path.join(root, p));
const sourceTime = Math.max(
  ...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)),
);
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs compiled (scripts/build-server.mjs), rebuilt when its sources or @down/common's are newer than
// the bundle; if the build fails, it runs from its TypeScript through tsx as before, so `npm start` still starts.
const serverSources = ["apps/server/src", "packages/common/src"].map((p) => path.join(root, p));
const serverSourceTime = Math.max(...serverSources.filter(existsSync).map(newest));
let serverArgs = ["--import", "tsx", "apps/server/src/main.ts"];
try {
  const { buildServer, serverBundle } = await import("./build-server.mjs");
  if (!existsSync(serverBundle) || statSync(serverBundle).mtimeMs < serverSourceTime) {
    console.log("Compiling the server…");
    await buildServer();
  }
  serverArgs = ["--enable-source-maps", serverBundle];
} catch (error) {
  console.warn(`Compiling the server failed; running it through tsx instead. ${error?.message ?? error}`);
}

const server = spawn(process.execPath, serverArgs, { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
