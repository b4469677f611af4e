import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { wantToaster } from "@/lib/lazy-toast";
import { createQueryClient } from "@/lib/query-client";
import { CoreProviders } from "./core-providers";

/** The query cache of one signed-in visit: created when the signed-in app mounts, gone when the person signs out. */
export function QueryProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => wantToaster(), []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Everything a signed-in screen expects around it (tests render screens inside this). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <CoreProviders>
      <QueryProvider queryClient={queryClient}>{children}</QueryProvider>
    </CoreProviders>
  );
}
