import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeFindings, findBackEdges, findCycles, groupGraph, readImportGraph, withoutFiles } from "./import-graph";
import { isWebTest, webFolderOf, webLayerRule } from "./web-layers";

/**
 * The web app runs one way (ARCHITECTURE.md, issue 24): app/ on top, features/ below it and never each other,
 * components/ and lib/ at the bottom, lib/ never components/. Biome's overrides (biome.json) refuse the alias
 * forms at lint time; this reads every import, relative ones too, and finds cycles Biome cannot see.
 */
const WEB_SRC = fileURLToPath(new URL("../../../../web/src", import.meta.url));
const { graph, missing } = readImportGraph(WEB_SRC, { "@/": "" });

describe("apps/web/src imports", () => {
  it("are read: every file of the app, each import naming a file", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it("never run back up the layers or across features", () => {
    const found = findBackEdges(graph, webLayerRule);
    expect(found, describeFindings(found, [])).toEqual([]);
  });

  it("form no cycle between files", () => {
    const cycles = findCycles(graph);
    expect(cycles, describeFindings([], cycles)).toEqual([]);
  });

  it("form no cycle between folders (tests, which assemble the app, left out)", () => {
    const cycles = findCycles(groupGraph(withoutFiles(graph, isWebTest), webFolderOf));
    expect(cycles, describeFindings([], cycles)).toEqual([]);
  });
});
