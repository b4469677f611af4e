import { registerSW } from "virtual:pwa-register";
import { toast } from "@/lib/lazy-toast";

/**
 * Registers the service worker (the app shell then opens offline) and, when a new version has been deployed
 * and downloaded, asks before switching to it: a reload in the middle of a chat would lose what is typed.
 * Loaded by boot after the first render; not part of the React tree, which the server renders too.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast.message("A new version of DOWN is ready", {
        description: "Reload to get the latest.",
        duration: Number.POSITIVE_INFINITY,
        action: { label: "Reload", onClick: () => void updateServiceWorker(true) },
      });
    },
  });
}
