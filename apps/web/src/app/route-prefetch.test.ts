import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchRouteData } from "./route-prefetch";

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  const body = url.startsWith("/api/search") ? { profiles: [], total: 0, nextCursor: null } : [];
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
});

afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

describe("prefetchRouteData", () => {
  it("starts a screen's first request as the route changes, under the key the screen reads", async () => {
    vi.stubGlobal("fetch", fetchMock);
    const client = new QueryClient();
    prefetchRouteData(client, "u1", "/matches", "");
    prefetchRouteData(client, "u1", "/results", "?category=adventure&sort=best");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/matches/u1");
    expect(urls).toContain("/api/search?sort=best&category=adventure");
    expect(client.getQueryState(["/api/matches", "u1"])).toBeDefined();
    expect(client.getQueryState(["/api/search", "adventure", "best"])).toBeDefined();
  });

  it("asks for nothing on a screen with no declared data", () => {
    vi.stubGlobal("fetch", fetchMock);
    prefetchRouteData(new QueryClient(), "u1", "/terms", "");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
