// wouter imports use-sync-external-store's shim for React 17; React 19 has the hook built in, so the
// build points the shim here (vite.config.ts) rather than shipping a second implementation to every screen.
export { useSyncExternalStore } from "react";
