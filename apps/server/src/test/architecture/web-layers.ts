import type { LayerRule } from "./import-graph";

/**
 * The web app's layers, top to bottom (ARCHITECTURE.md, web section):
 *   app     main.tsx, boot.tsx, app/ (providers, router, shell) and first-paint/ (the server's render of <App>)
 *   feature features/<name>/, never another feature
 *   component components/
 *   lib     lib/, never components/
 * A file imports its own layer or one below. Tests and the screen harness (src/test/) assemble whatever they
 * exercise, so only the files a person's browser runs are held to the layering; they still count for cycles.
 */
const RANK = { lib: 0, component: 1, feature: 2, app: 3 } as const;
type Layer = keyof typeof RANK;

function layerOf(file: string): Layer | null {
  if (file.startsWith("lib/")) return "lib";
  if (file.startsWith("components/")) return "component";
  if (file.startsWith("features/")) return "feature";
  if (file.startsWith("app/") || file.startsWith("first-paint/") || !file.includes("/")) return "app";
  return null;
}

export const isWebTest = (file: string) => /\.test(-helpers)?\.tsx?$/.test(file) || file.startsWith("test/");
const featureOf = (file: string) => file.split("/")[1];

export const webLayerRule: LayerRule = (from, to) => {
  if (isWebTest(from)) return null;
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (isWebTest(to)) return "only tests import test helpers";
  if (fromLayer === null || toLayer === null) return "every web file sits in a layer: app, features, components or lib";
  if (RANK[toLayer] > RANK[fromLayer]) return `${fromLayer} never imports ${toLayer} (imports run down the layers)`;
  if (fromLayer === "feature" && toLayer === "feature" && featureOf(from) !== featureOf(to)) {
    return "a feature never imports another feature (share through components/ or lib/)";
  }
  return null;
};

/** A folder the web app is built from: one per feature and per component folder, else the top folder. */
export function webFolderOf(file: string): string {
  const parts = file.split("/");
  if ((parts[0] === "features" || parts[0] === "components") && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : file;
}
