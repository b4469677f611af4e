import { firstScreenModule, firstScreenRequests } from "@down/common/first-screen";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiJson } from "@/lib/api-client";
import { bootScreenData } from "./route-boot";
import { prefetchRouteData } from "./route-prefetch";
import app from "./signed-in-app.tsx?raw";

const PERSON = "0f8fad5b-d9cb-469f-a165-70867728950e";

function stubFetch(body: (url: string) => unknown = () => []) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    return new Response(JSON.stringify(body(url)), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe("firstScreenRequests", () => {
  it.each([
    ["/dashboard", ""],
    ["/matches", ""],
    ["/results", ""],
    ["/results", "?sort=best"],
    ["/explore", ""],
    ["/messages", ""],
    [`/profile/${PERSON}`, ""],
  ])("asks %s%s for exactly what its screen asks for first", async (path, search) => {
    const fetchMock = stubFetch((url) =>
      url.startsWith("/api/search") ? { results: [], total: 0 } : url.startsWith("/api/conv") ? { items: [] } : [],
    );
    prefetchRouteData(new QueryClient(), "u1", path, search);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const screenAsks = fetchMock.mock.calls.map(([input]) => String(input)).sort();
    expect(
      firstScreenRequests(path, search, "u1")
        .filter(({ shared }) => !shared)
        .map(({ url }) => url)
        .sort(),
    ).toEqual(screenAsks);
  });

  it("adds the frame's counts and the hearts to a screen that names its data", () => {
    const shared = (path: string) =>
      firstScreenRequests(path, "", "u1")
        .filter(({ shared }) => shared)
        .map(({ url }) => url);
    expect(shared("/matches")).toEqual([
      "/api/favorites",
      "/api/notifications/unread-count",
      "/api/conversations/unread-count",
    ]);
    expect(shared("/messages")).toEqual(["/api/notifications/unread-count", "/api/conversations/unread-count"]);
  });

  it("leaves screens it does not know, and a categorised search, to the screen", () => {
    expect(firstScreenRequests("/settings", "", "u1")).toEqual([]);
    expect(firstScreenRequests("/results", "?category=adventure", "u1")).toEqual([]);
  });
});

describe("firstScreenModule", () => {
  it("names only screens the signed-in app loads as their own chunk", () => {
    for (const path of [
      "/matches",
      "/results",
      "/explore",
      "/messages",
      "/questions/adventure",
      "/messages/x",
      `/profile/${PERSON}`,
    ]) {
      const module = firstScreenModule(path);
      expect(module, path).not.toBeNull();
      expect(app, path).toContain(`import("@/${module!.slice("src/".length).replace(/\.tsx$/, "")}")`);
    }
  });
});

describe("bootScreenData", () => {
  it("hands the early answer to the screen's own request, once, and preloads the first card's photo", async () => {
    const fetchMock = stubFetch(() => [{ profile: { photos: ["/uploads/photos/a.webp"] } }]);
    const matchesAsked = () => fetchMock.mock.calls.filter(([input]) => String(input) === "/api/matches/u1").length;
    bootScreenData("/matches", "", "u1");
    expect(matchesAsked()).toBe(1);
    await expect(apiJson("GET", "/api/matches/u1")).resolves.toHaveLength(1);
    expect(matchesAsked()).toBe(1);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute("href")).toBe(
        "/uploads/photos/a.webp",
      ),
    );
    // A second read is a fresh request: a response body can be read only once.
    await apiJson("GET", "/api/matches/u1");
    expect(matchesAsked()).toBe(2);
  });
});
