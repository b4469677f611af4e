import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { conversationsKey } from "@/lib/realtime/query-keys";
import { prefetchRouteData } from "./route-prefetch";

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  const body = url.startsWith("/api/search")
    ? { profiles: [], total: 0, nextCursor: null }
    : url.startsWith("/api/conversations")
      ? { items: [], nextCursor: null }
      : [];
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
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain("/api/matches/u1");
    // Likes you sits above the matches and is painted with them.
    expect(urls).toContain("/api/likes-you");
    expect(urls).toContain("/api/search?sort=best&category=adventure");
    // The completeness banner's data, so it does not pop in above the results.
    expect(urls).toContain("/api/profiles/u1");
    expect(client.getQueryState(["/api/matches", "u1"])).toBeDefined();
    expect(client.getQueryState(["/api/search", "adventure", "best"])).toBeDefined();
  });

  it("starts the own profile and answer progress with Explore, so the banner is there at first paint", async () => {
    vi.stubGlobal("fetch", fetchMock);
    const client = new QueryClient();
    prefetchRouteData(client, "u1", "/explore", "");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(client.getQueryState(["/api/profiles", "u1"])).toBeDefined();
  });

  it("starts the conversation list with the Messages screen", async () => {
    vi.stubGlobal("fetch", fetchMock);
    const client = new QueryClient();
    prefetchRouteData(client, "u1", "/messages", "");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/conversations?limit=50");
    expect(client.getQueryState(conversationsKey)).toBeDefined();
  });

  it("starts someone's profile with /profile/{id}, and leaves the own-profile screens to their own data", async () => {
    vi.stubGlobal("fetch", fetchMock);
    const client = new QueryClient();
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    prefetchRouteData(client, "u1", `/profile/${id}`, "");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      `/api/public-profiles/${id}`,
      `/api/reviews/about/${id}?limit=10`,
    ]);
    expect(client.getQueryState(["/api/public-profiles", id])).toBeDefined();

    fetchMock.mockClear();
    prefetchRouteData(client, "u1", "/profile/public", "");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/public-profiles/u1");
    prefetchRouteData(new QueryClient(), "u1", "/profile/not-an-id", "");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for nothing on a screen with no declared data", () => {
    vi.stubGlobal("fetch", fetchMock);
    prefetchRouteData(new QueryClient(), "u1", "/terms", "");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
