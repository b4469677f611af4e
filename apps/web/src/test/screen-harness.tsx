import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Providers } from "@/app/providers";

export const TEST_USER = {
  id: "00000000-0000-4000-8000-000000000001",
  phone: "+16155550100",
  name: "Test",
  isNewUser: false,
  isModerator: false,
};

export type ApiHandler = (body: unknown, url: URL) => Response | Promise<Response>;

export const json = (value: unknown, status = 200) => Response.json(value, { status });

/**
 * Stubs fetch with handlers keyed by "METHOD /path" (query string ignored). The signed-in user is
 * answered by default; anything unhandled is a 404 like a server without that route.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const handler = routes[`${method} ${url.pathname}`];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (handler) return handler(body, url);
    if (url.pathname === "/api/auth/me") return json(TEST_USER);
    if (url.pathname === "/api/auth/session") return json({ user: TEST_USER });
    if (url.pathname === "/api/notifications/unread-count") return json({ count: 0 });
    return new Response("", { status: 404, statusText: "Not Found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders a screen signed in as TEST_USER, inside the app's providers, at `path` in memory. */
export function renderScreen(ui: ReactNode, path: string) {
  localStorage.setItem("auth-user", JSON.stringify(TEST_USER));
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Providers queryClient={queryClient}>{ui}</Providers>
    </Router>,
  );
  return { ...view, location, queryClient };
}

/** The calls fetch received, as "METHOD /path" plus the parsed body. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}` === key,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** The person the server names in a page it serves (apps/server/src/web/first-screen-hints.ts). */
export function nameInPage(user: object): void {
  const named = document.createElement("script");
  named.type = "application/json";
  named.id = "session-user";
  named.textContent = JSON.stringify(user);
  document.body.append(named);
}
