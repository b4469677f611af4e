import { lazy, type ReactNode, Suspense } from "react";
import { AuthProvider } from "./auth-provider";
import { DeferredToaster } from "./deferred-toaster";
import { ThemeProvider } from "./theme-provider";

// Only the built app has a service worker; it registers after first render, off the critical path.
const UpdatePrompt = lazy(async () => ({ default: (await import("./update-prompt")).UpdatePrompt }));
const withServiceWorker = import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;

/** What every screen needs, the login screen included; data fetching arrives with the signed-in app. */
export function CoreProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        {children}
        <DeferredToaster />
        {withServiceWorker ? (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        ) : null}
      </AuthProvider>
    </ThemeProvider>
  );
}
