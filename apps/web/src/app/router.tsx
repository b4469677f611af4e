import { Suspense, useLayoutEffect } from "react";
import { Redirect, useLocation } from "wouter";
import { useAuth } from "@/lib/auth/auth-provider";
import { retireFirstPaint } from "@/lib/first-paint";
import { FullScreenMessage } from "./full-screen-message";
import { lazyPage } from "./lazy-page";
import { PageFallback } from "./page-fallback";

// Two chunks: a signed-out visitor downloads only the login screen, a signed-in one only the app
// (main.tsx starts the likely one loading before React renders).
export const loadLoginPage = () => import("@/features/auth/pages/login-page");
export const loadSignedInApp = () => import("./signed-in-app");
const LoginPage = lazyPage(loadLoginPage, "LoginPage");
const SignedInApp = lazyPage(loadSignedInApp, "SignedInApp");
const PublicInfoApp = lazyPage(() => import("./public-info-app"), "PublicInfoApp");
// Listed here rather than imported from public-info-app, which would pull that chunk into this one.
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(["/terms", "/privacy"]);

export function AppRouter() {
  const { user, status } = useAuth();
  const [location] = useLocation();
  // The server painted a signed-in screen, but the session ended before the app started: nothing of it applies.
  useLayoutEffect(() => {
    if (status === "ready" && !user) retireFirstPaint();
  }, [status, user]);

  if (status === "loading") {
    return (
      <FullScreenMessage>
        <span role="status">Loading...</span>
      </FullScreenMessage>
    );
  }

  if (location === "/login") {
    if (user) return <Redirect to="/dashboard" replace />;
    return (
      <Suspense fallback={<LoginFallback />}>
        <LoginPage />
      </Suspense>
    );
  }
  if (!user && PUBLIC_PATHS.has(location)) {
    return (
      <Suspense fallback={<PageFallback />}>
        <PublicInfoApp />
      </Suspense>
    );
  }
  if (!user) return <Redirect to="/login" replace />;
  if (location === "/") return <Redirect to="/dashboard" replace />;

  return (
    <Suspense fallback={<PageFallback />}>
      <SignedInApp />
    </Suspense>
  );
}

function LoginFallback() {
  return <FullScreenMessage>{null}</FullScreenMessage>;
}
