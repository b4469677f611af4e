import { useRegisterSW } from "virtual:pwa-register/react";
import { useEffect } from "react";
import { toast } from "@/lib/lazy-toast";

/**
 * Registers the service worker (the app shell then opens offline) and, when a new version has been deployed
 * and downloaded, asks before switching to it: a reload in the middle of a chat would lose what is typed.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!needRefresh) return;
    toast.message("A new version of DOWN is ready", {
      description: "Reload to get the latest.",
      duration: Number.POSITIVE_INFINITY,
      action: { label: "Reload", onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
