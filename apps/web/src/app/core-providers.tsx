import type { ReactNode } from "react";
import { AuthProvider } from "./auth-provider";
import { DeferredToaster } from "./deferred-toaster";
import { ThemeProvider } from "./theme-provider";

/** What every screen needs, the login screen included; data fetching arrives with the signed-in app. */
export function CoreProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </ThemeProvider>
  );
}
