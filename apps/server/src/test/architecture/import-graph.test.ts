import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  describeFindings,
  findBackEdges,
  findCycles,
  groupGraph,
  type ImportGraph,
  importSpecifiers,
  readImportGraph,
} from "./import-graph";
import { serverFolderOf, serverLayerRule } from "./server-layers";
import { webFolderOf, webLayerRule } from "./web-layers";

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

/**
 * An import statement built from its parts, so this file's own text holds none for the scan of apps/server/src
 * (the scanner reads text, strings included).
 */
const statement = (what: string, specifier: string) => `${"imp"}ort ${what} from "${specifier}";`;

describe("importSpecifiers", () => {
  it("reads static, type-only, re-exported, side-effect and dynamic imports, over several lines", () => {
    const source = [
      statement("{ a }", "./a"),
      statement("type { B }", "@/lib/b"),
      statement("{\n  c,\n  d,\n}", "../c"),
      statement("{ e }", "./e").replace("import", "export"),
      statement("*", "./f").replace("import", "export"),
      `${"imp"}ort "./styles.css";`,
      `const G = lazy(() => ${"imp"}ort("./g"));`,
    ].join("\n");
    expect(importSpecifiers(source).sort()).toEqual(["../c", "./a", "./e", "./f", "./g", "./styles.css", "@/lib/b"]);
  });

  it("ignores imports quoted in comments", () => {
    const source = [
      `// ${statement("{ x }", "@/app/router")}`,
      `/** Loaded like ${"imp"}ort("./never") once asked. */`,
      statement("{ y }", "./y"),
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./y"]);
  });
});

describe("findCycles", () => {
  it("finds a two-file cycle, a longer one, and a dynamic import that loads back its loader", () => {
    const graph = graphOf({
      "components/menu.tsx": ["components/menu-content.tsx"],
      "components/menu-content.tsx": ["components/menu.tsx"],
      "lib/a.ts": ["lib/b.ts"],
      "lib/b.ts": ["lib/c.ts"],
      "lib/c.ts": ["lib/a.ts"],
      "lib/d.ts": ["lib/a.ts"],
    });
    expect(findCycles(graph)).toEqual([
      ["components/menu-content.tsx", "components/menu.tsx"],
      ["lib/a.ts", "lib/b.ts", "lib/c.ts"],
    ]);
  });

  it("finds none in a graph that only runs down", () => {
    expect(findCycles(graphOf({ "app/a.tsx": ["lib/b.ts"], "lib/b.ts": ["lib/c.ts"], "lib/c.ts": [] }))).toEqual([]);
  });

  it("finds folders that lean on each other through different files", () => {
    const graph = graphOf({
      "features/chat/page.tsx": ["features/dates/api.ts"],
      "features/dates/page.tsx": ["features/chat/api.ts"],
      "features/chat/api.ts": [],
      "features/dates/api.ts": [],
    });
    expect(findCycles(graph)).toEqual([]);
    expect(findCycles(groupGraph(graph, webFolderOf))).toEqual([["features/chat", "features/dates"]]);
  });
});

describe("the web layering", () => {
  it("lets imports run down: app → features → components → lib, and a feature into itself", () => {
    const graph = graphOf({
      "app/router.tsx": ["features/chat/pages/chat-page.tsx", "lib/auth/auth-provider.tsx"],
      "features/chat/pages/chat-page.tsx": ["features/chat/api/messages.ts", "components/page/page.tsx"],
      "components/page/page.tsx": ["lib/cn.ts", "components/page/page-header.tsx"],
      "boot.tsx": ["app/router.tsx"],
    });
    expect(findBackEdges(graph, webLayerRule)).toEqual([]);
  });

  it("names every edge that runs back up or across features", () => {
    const graph = graphOf({
      "features/chat/pages/chat-page.tsx": ["app/shell/page.tsx", "features/dates/api/invites.ts"],
      "components/ui/toaster.tsx": ["app/theme-provider.tsx"],
      "lib/api/matches.ts": ["components/profile-card/profile-card.tsx"],
      "lib/first-paint.ts": ["first-paint/render-first-paint.tsx"],
      "features/chat/pages/chat-page.test.tsx": ["app/providers.tsx", "test/screen-harness.tsx"],
    });
    const found = findBackEdges(graph, webLayerRule);
    expect(found.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([
      "features/chat/pages/chat-page.tsx → app/shell/page.tsx",
      "features/chat/pages/chat-page.tsx → features/dates/api/invites.ts",
      "components/ui/toaster.tsx → app/theme-provider.tsx",
      "lib/api/matches.ts → components/profile-card/profile-card.tsx",
      "lib/first-paint.ts → first-paint/render-first-paint.tsx",
    ]);
    expect(describeFindings(found, [])).toContain(
      "back-edge features/chat/pages/chat-page.tsx → features/dates/api/invites.ts (a feature never imports another feature",
    );
  });
});

describe("the server layering", () => {
  it("names a repo reaching up, a module reaching into another's repo, and lib importing a module", () => {
    const graph = graphOf({
      "modules/chat/chat.routes.ts": ["modules/chat/chat.service.ts", "lib/session.ts"],
      "modules/chat/chat.service.ts": ["modules/chat/chat.repo.ts", "modules/safety/safety.service.ts"],
      "modules/chat/chat.repo.ts": ["modules/chat/chat.service.ts", "db/schema.ts"],
      "modules/dates/dates.service.ts": ["modules/safety/safety.repo.ts"],
      "lib/session.ts": ["modules/auth/auth.service.ts"],
      "app.ts": ["modules/chat/chat.routes.ts"],
    });
    expect(findBackEdges(graph, serverLayerRule).map((edge) => `${edge.from} → ${edge.to}`)).toEqual([
      "modules/chat/chat.repo.ts → modules/chat/chat.service.ts",
      "modules/dates/dates.service.ts → modules/safety/safety.repo.ts",
      "lib/session.ts → modules/auth/auth.service.ts",
    ]);
  });

  it("names a module reaching past another's service, and the infrastructure (engine, bus, config) importing a module", () => {
    const graph = graphOf({
      "modules/matches/matches.service.ts": ["modules/search/cards-for.ts", "modules/search/search.service.ts"],
      "modules/live/ws.routes.ts": ["modules/matches/matches.service.ts", "app-context.ts", "realtime/bus.ts"],
      "matching/matching-index.ts": ["realtime/bus.ts", "modules/profiles/profiles.service.ts"],
      "realtime/ws.routes.ts": ["modules/matches/matches.service.ts"],
      "config.ts": ["modules/auth/auth.service.ts"],
      "app-context.ts": ["matching/matching-index.ts", "modules/search/search.service.ts"],
    });
    const found = findBackEdges(graph, serverLayerRule);
    expect(found.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([
      "modules/matches/matches.service.ts → modules/search/cards-for.ts",
      "matching/matching-index.ts → modules/profiles/profiles.service.ts",
      "realtime/ws.routes.ts → modules/matches/matches.service.ts",
      "config.ts → modules/auth/auth.service.ts",
      "app-context.ts → modules/search/search.service.ts",
    ]);
    expect(describeFindings(found, [])).toContain(
      "back-edge modules/matches/matches.service.ts → modules/search/cards-for.ts (a module reaches another module only through its service)",
    );
  });

  it("finds two modules leaning on each other through their services as a folder cycle", () => {
    const graph = graphOf({
      "modules/photos/photos.routes.ts": ["modules/verification/verification.service.ts"],
      "modules/verification/verification.service.ts": ["modules/photos/photos.service.ts"],
      "modules/photos/photos.service.ts": [],
    });
    expect(findBackEdges(graph, serverLayerRule)).toEqual([]);
    expect(findCycles(graph)).toEqual([]);
    expect(findCycles(groupGraph(graph, serverFolderOf))).toEqual([["modules/photos", "modules/verification"]]);
  });
});

describe("readImportGraph", () => {
  const root = mkdtempSync(path.join(tmpdir(), "import-graph-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it("resolves the @/ alias, relative paths, index files and .js names, and reports a path that names no file", () => {
    write("app/router.tsx", `${statement("{ Page }", "@/components/page")}\n${"imp"}ort "./router.css";`);
    write("app/router.css", "");
    write("components/page/index.ts", statement("{ cn }", "../../lib/cn.js").replace("import", "export"));
    write(
      "lib/cn.ts",
      [statement("{ x }", "@/app/router"), statement("{ z }", "react"), statement("{ gone }", "./moved-away")].join(
        "\n",
      ),
    );
    const { graph, missing } = readImportGraph(root, { "@/": "" });
    expect(Object.fromEntries(graph)).toEqual({
      "app/router.tsx": ["components/page/index.ts"],
      "components/page/index.ts": ["lib/cn.ts"],
      "lib/cn.ts": ["app/router.tsx"],
    });
    expect(missing).toEqual([{ from: "lib/cn.ts", specifier: "./moved-away" }]);
    // The added import up from lib/ is both a back-edge and a cycle, and the checks say so.
    expect(findBackEdges(graph, webLayerRule).map((edge) => edge.to)).toEqual(["app/router.tsx"]);
    expect(findCycles(graph)).toEqual([["app/router.tsx", "components/page/index.ts", "lib/cn.ts"]]);
  });
});
