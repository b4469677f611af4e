import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { isToasterWanted, onToasterWanted } from "@/lib/lazy-toast";

const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));

/**
 * Mounts sonner's Toaster once a toast is wanted or the signed-in app starts, so /login does not load it up
 * front. The mount is a transition: the signed-in app asks for it while it may still be hydrating the server's
 * paint, and a blocking update there would start that hydration over.
 */
export function DeferredToaster() {
  // Never wanted in the first render: that render may be hydrating the server's page, which had no toaster.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setWanted(true));
    if (isToasterWanted()) show();
    return onToasterWanted(show);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
