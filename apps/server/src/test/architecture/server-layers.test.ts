import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeFindings, findBackEdges, findCycles, groupGraph, readImportGraph, withoutFiles } from "./import-graph";
import { isServerTest, serverFolderOf, serverLayerRule } from "./server-layers";

/**
 * The server runs one way (server-layers.ts, ARCHITECTURE.md, issue 24 item 2): routes → services → repos
 * inside a module; a module reaches another only through its service; the infrastructure (lib, db, realtime,
 * matching, adapters, app-context, config) imports no module. No known list: every finding fails, named.
 */
const SERVER_SRC = fileURLToPath(new URL("../..", import.meta.url));
const { graph, missing } = readImportGraph(SERVER_SRC);

describe("apps/server/src imports", () => {
  it("are read: every file of the server, each import naming a file", () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it("never run back up the layers (routes → services → repos; modules through services; infrastructure below)", () => {
    const found = findBackEdges(graph, serverLayerRule);
    expect(found, describeFindings(found, [])).toEqual([]);
  });

  it("form no cycle between files", () => {
    const cycles = findCycles(graph);
    expect(cycles, describeFindings([], cycles)).toEqual([]);
  });

  it("form no cycle between folders (modules, lib, db, realtime, matching, adapters; tests left out)", () => {
    const cycles = findCycles(groupGraph(withoutFiles(graph, isServerTest), serverFolderOf));
    expect(cycles, describeFindings([], cycles)).toEqual([]);
  });
});
