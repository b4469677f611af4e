import type { LayerRule } from "./import-graph";

/**
 * The server's layers (ARCHITECTURE.md, issue 24): app.ts, main.ts, web/ and seed/ assemble the modules; a
 * module's routes call its services, which call its repos; the infrastructure (lib/, db/, realtime/ (the bus),
 * matching/ (the matching engine), adapters/, types/, app-context.ts and the config files) sits below every
 * module and imports none; a module reaches another module only through its service (`*.service.ts`). Tests
 * and their helpers (test/, *.test.ts, *.test-helpers.ts) assemble whatever they exercise and are held to
 * nothing but cycles.
 */
const BELOW_MODULES = [
  "lib/",
  "db/",
  "realtime/",
  "matching/",
  "adapters/",
  "types/",
  "app-context.ts",
  "config.ts",
  "config-env.ts",
];
const KIND_RANK = { repo: 0, service: 1, routes: 2 } as const;

export const isServerTest = (file: string) => /\.test(-helpers)?\.ts$/.test(file) || file.startsWith("test/");
const isBelowModules = (file: string) => BELOW_MODULES.some((prefix) => file.startsWith(prefix));
const moduleOf = (file: string) => (file.startsWith("modules/") ? file.split("/")[1] : null);
const kindOf = (file: string) => {
  const kind = /\.(repo|service|routes)\.ts$/.exec(file)?.[1];
  return kind === "repo" || kind === "service" || kind === "routes" ? kind : null;
};

export const serverLayerRule: LayerRule = (from, to) => {
  if (isServerTest(from)) return null;
  if (isServerTest(to)) return "only tests import test helpers";
  if (isBelowModules(from) && !isBelowModules(to)) {
    return "lib, db, realtime, matching, adapters, types, app-context and config sit below the modules and import none of them";
  }
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to);
  if (fromModule === null || toModule === null) return null;
  const fromKind = kindOf(from);
  const toKind = kindOf(to);
  if (fromModule !== toModule) {
    return toKind === "service" ? null : "a module reaches another module only through its service";
  }
  if (fromKind && toKind && KIND_RANK[toKind] > KIND_RANK[fromKind]) {
    return `a ${fromKind} file never imports a ${toKind} file (routes → services → repos)`;
  }
  return null;
};

/** A folder the server is built from: one per module, else the top folder (or the file at the top). */
export function serverFolderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "modules" && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : file;
}
