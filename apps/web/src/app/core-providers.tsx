import type { AuthUser } from "@down/common/schemas/auth";
import type { ReactNode } from "react";
import { AuthProvider } from "@/lib/auth/auth-provider";
import { ThemeProvider } from "@/lib/theme/theme-provider";
import { DeferredToaster } from "./deferred-toaster";

/**
 * What every screen needs, the login screen included; data fetching arrives with the signed-in app.
 * `session` is for the server's render of a page it knows the person of (decision 018).
 */
export function CoreProviders({ children, session }: { children: ReactNode; session?: AuthUser }) {
  return (
    <ThemeProvider>
      <AuthProvider session={session}>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </ThemeProvider>
  );
}
