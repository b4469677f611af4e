import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterWanted, onToasterWanted } from "@/lib/lazy-toast";

const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));

/** Mounts sonner's Toaster once a toast is wanted or the signed-in app starts, so /login does not load it up front. */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
