import type { ExternalToast } from "sonner";

/**
 * Toasts for the login screen, which must stay light: sonner loads with the first toast instead of with the
 * page. The Toaster replays toasts raised before it mounted, so nothing is lost. Every screen raises toasts
 * through here: a screen that imported sonner itself carried its 9 KB in the first screen's code.
 */
type Kind = "success" | "error" | "message";

let wanted = false;
const listeners = new Set<() => void>();

/** Asks the app to mount the Toaster (app/deferred-toaster.tsx). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, title: string, options?: ExternalToast): void {
  wantToaster();
  void import("sonner").then(({ toast }) => {
    toast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  message: (title: string, options?: ExternalToast) => show("message", title, options),
};
