import type { AuthUser } from "@down/common/schemas/auth";
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from "react";
import { AuthProvider } from "./auth-provider";
import { DeferredToaster } from "./deferred-toaster";
import { ThemeProvider } from "./theme-provider";

// Only the built app has a service worker; it registers after first render, off the critical path.
const UpdatePrompt = lazy(async () => ({ default: (await import("./update-prompt")).UpdatePrompt }));
const withServiceWorker = import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;

/**
 * What every screen needs, the login screen included; data fetching arrives with the signed-in app.
 * `session` is for the server's render of a page it knows the person of (decision 015).
 */
export function CoreProviders({ children, session }: { children: ReactNode; session?: AuthUser }) {
  return (
    <ThemeProvider>
      <AuthProvider session={session}>
        {children}
        <DeferredToaster />
        <ServiceWorkerUpdates />
      </AuthProvider>
    </ThemeProvider>
  );
}

/** Mounted after the first commit: the server has no service worker, and its page must hydrate as rendered. */
function ServiceWorkerUpdates() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(withServiceWorker)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
