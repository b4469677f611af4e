import type { AuthUser } from "@down/common/schemas/auth";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { fetchMe, logout as logoutCall } from "@/lib/auth/auth-calls";
import { isAuthUser } from "@/lib/auth/auth-user";

const STORAGE_KEY = "auth-user";

type AuthStatus = "loading" | "ready";

interface AuthContextValue {
  user: AuthUser | null;
  status: AuthStatus;
  /** Called after a successful verify: keeps the user in state and in localStorage. */
  signIn: (user: AuthUser) => void;
  /** Ends the session; the local user is cleared even when the call fails (docs/product.md#errors-and-notices). */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

let earlySessionCheck: Promise<AuthUser | null> | null = null;
/** The person the page named, until the AuthProvider has taken the session check it settles. */
let namedSession: AuthUser | null = null;

/**
 * Starts the session check before React renders (main.tsx), so the answer, and the screen code it decides,
 * do not wait for the first render and its effects. The AuthProvider takes this request instead of
 * making its own; any later provider (a remount, a test) asks afresh.
 */
export function startSessionCheck(): Promise<AuthUser | null> {
  const named = takeNamedSession();
  if (named && !earlySessionCheck) namedSession = named;
  earlySessionCheck ??= named ? Promise.resolve(named) : fetchMe();
  return earlySessionCheck;
}

/**
 * The person the server named in the page it served (apps/server/src/web/first-screen-hints.ts), read
 * once: a later check (a remount, a test) asks the server. A page from the offline cache names nobody.
 */
export function peekNamedSession(): AuthUser | null {
  const element = document.getElementById("session-user");
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isAuthUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function takeNamedSession(): AuthUser | null {
  const user = peekNamedSession();
  document.getElementById("session-user")?.remove();
  return user;
}

function takeSessionCheck(): Promise<AuthUser | null> {
  const started = earlySessionCheck;
  earlySessionCheck = null;
  namedSession = null;
  return started ?? fetchMe();
}

/** The person this device last saw signed in (checked against the server at start). */
export function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAuthUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function storeUser(user: AuthUser | null): void {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); session state still holds the user.
  }
}

export function AuthProvider({ children, session }: { children: ReactNode; session?: AuthUser }) {
  // A page that names its person settles the session before the first render: nothing to update after it,
  // so the first render (the hydration of the server's paint, decision 015) is not started over by a
  // blocking one. The server's own render of that page is given the person (`session`).
  const [named] = useState(() => session ?? namedSession);
  const [user, setUser] = useState<AuthUser | null>(() => named ?? readStoredUser());
  const [status, setStatus] = useState<AuthStatus>(named ? "ready" : "loading");

  useEffect(() => {
    if (named) {
      void takeSessionCheck();
      storeUser(named);
      return;
    }
    let cancelled = false;
    takeSessionCheck()
      .then((me) => {
        if (cancelled) return;
        // The server is the authority: a missing session clears whatever was stored.
        setUser(me);
        storeUser(me);
      })
      .catch(() => {
        // docs/product.md#errors-and-notices: a failed session check is ignored silently (e.g. offline); keep the stored user.
      })
      .finally(() => {
        if (!cancelled) setStatus("ready");
      });
    return () => {
      cancelled = true;
    };
  }, [named]);

  const signIn = useCallback((next: AuthUser) => {
    storeUser(next);
    setUser(next);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logoutCall();
    } finally {
      // The signed-in app, and with it the query cache, unmounts: the next person on this device starts clean.
      storeUser(null);
      setUser(null);
    }
  }, []);

  const value = useMemo(() => ({ user, status, signIn, signOut }), [user, status, signIn, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

/** For screens that only render when signed in (the router guarantees it). */
export function useCurrentUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error("useCurrentUser must be used on a signed-in route");
  return user;
}
