import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The app shell opens offline (service worker), but people and messages come from the server: say so
 * plainly instead of leaving skeletons that never fill. Queries resume by themselves when the network is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-foreground px-4 py-2.5 text-center text-sm font-medium text-background"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>You're offline. DOWN will refresh when you're back online.</span>
    </div>
  );
}
