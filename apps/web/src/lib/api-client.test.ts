import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, apiRequest, forgetPrimedAnswers, primeAnswer } from "./api-client";
import { isUnavailable } from "./unavailable";

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends credentials and a JSON body only when a payload is given", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/x", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
    await apiRequest("POST", "/api/y");
    expect(fetchMock).toHaveBeenLastCalledWith("/api/y", { method: "POST", credentials: "include" });
  });

  it("turns a non-OK answer into `status: body` and keeps the server's message", async () => {
    const body = JSON.stringify({ error: { code: "rate_limited", message: "Try again in 30 seconds" } });
    mockFetch(new Response(body, { status: 429, statusText: "Too Many Requests" }));
    const error = await apiRequest("GET", "/api/z").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`429: ${body}`);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).serverMessage).toBe("Try again in 30 seconds");
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 404, statusText: "Not Found" }));
    const error = await apiRequest("GET", "/api/missing").catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("404: Not Found");
    expect((error as ApiError).serverMessage).toBeNull();
  });
});

describe("isUnavailable", () => {
  const refusal = (status: number, code: string) =>
    new ApiError(status, "", JSON.stringify({ error: { code, message: "x" } }));

  it("is a missing or hidden person, not a network failure or one's own unfinished profile", () => {
    expect(isUnavailable(refusal(404, "not_found"))).toBe(true);
    expect(isUnavailable(refusal(403, "forbidden"))).toBe(true);
    expect(isUnavailable(refusal(403, "profile_incomplete"))).toBe(false);
    expect(isUnavailable(refusal(503, "internal"))).toBe(false);
    expect(isUnavailable(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("the page's early answers", () => {
  it("are handed to the first GET, but never after a write: a refetch then asks the server", async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ requested: true }), { status: 200 }));
    primeAnswer("/api/public-profiles/bea", { requested: false });
    // Before any write, the painted answer serves the first read (no request).
    await expect(apiJson("GET", "/api/public-profiles/bea")).resolves.toEqual({ requested: false });
    expect(fetchMock).not.toHaveBeenCalled();

    // A Match Back within the first seconds: the refetch after it must not get the painted answer again.
    primeAnswer("/api/public-profiles/bea", { requested: false });
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/match-requests", { fromUserId: "a", toUserId: "bea" });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ requested: true }), { status: 200 }));
    await expect(apiJson("GET", "/api/public-profiles/bea")).resolves.toEqual({ requested: true });

    // The same for someone else's write, as the socket announces it (realtime-provider.tsx).
    primeAnswer("/api/likes-you", { items: [] });
    forgetPrimedAnswers();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ items: [1] }), { status: 200 }));
    await expect(apiJson("GET", "/api/likes-you")).resolves.toEqual({ items: [1] });
  });
});
