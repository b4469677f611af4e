import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { throwIfNotOk } from "./api-client";

export type On401 = "throw" | "returnNull";

/** The default reader (docs/product.md#calls): GET the key's segments joined by "/", parse JSON. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const path = queryKey.map(String).join("/");
    const response = await fetch(path, { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Offline, a query still asks once (the service worker may answer) and then fails, so the screen shows
        // its "can't load offline" state with Try again; the default paused it, leaving a skeleton for ever
        // (docs/decisions/030-unavailable-offline-and-unconfigured.md).
        networkMode: "offlineFirst",
      },
      mutations: { retry: false },
    },
  });
}
