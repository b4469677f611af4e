import { Suspense } from "react";
import { useLocation } from "wouter";
import { lazyPage } from "./lazy-page";
import { PageFallback } from "./page-fallback";
import { QueryProvider } from "./providers";

const PrivacyPage = lazyPage(() => import("@/features/info/pages/privacy-page"), "PrivacyPage");
const TermsPage = lazyPage(() => import("@/features/info/pages/terms-page"), "TermsPage");

/**
 * /terms and /privacy for a signed-out visitor (the router sends only those here): people must be able to
 * read what they agree to before signing in. A chunk of its own; the header inside still expects a query cache, though it asks nothing signed out. */
export function PublicInfoApp() {
  const [location] = useLocation();
  return (
    <QueryProvider>
      <Suspense fallback={<PageFallback />}>{location === "/terms" ? <TermsPage /> : <PrivacyPage />}</Suspense>
    </QueryProvider>
  );
}
