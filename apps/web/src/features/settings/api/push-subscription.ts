import type { PushConfig } from "@down/common/schemas/push";
import { useQuery } from "@tanstack/react-query";
import { apiJson, isApiError } from "@/lib/api-client";

export const pushConfigKey = ["/api/push/config"] as const;

export function usePushConfig() {
  return useQuery({ queryKey: pushConfigKey, queryFn: () => apiJson<PushConfig>("GET", "/api/push/config") });
}

export type PushSyncResult = "subscribed" | "unsubscribed" | "not-configured" | "unsupported" | "denied";

function browserSupportsPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Turning PUSH NOTIFICATIONS on asks the browser for permission (only then, never on first load) and stores
 * the subscription; turning it off removes it on the server and in the browser.
 */
export async function syncPushSubscription(on: boolean, config: PushConfig | undefined): Promise<PushSyncResult> {
  if (!browserSupportsPush()) return "unsupported";
  const registration = await navigator.serviceWorker.getRegistration();
  if (!on) {
    const existing = await registration?.pushManager.getSubscription();
    if (existing) {
      await apiJson("DELETE", "/api/push/subscriptions", { endpoint: existing.endpoint });
      await existing.unsubscribe();
    }
    return "unsubscribed";
  }
  if (!config?.enabled || !config.publicKey) return "not-configured";
  if (!registration) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const applicationServerKey = keyBytes(config.publicKey);
  const fresh = () => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const store = (subscription: PushSubscription) => {
    const json = subscription.toJSON();
    return apiJson("POST", "/api/push/subscriptions", { endpoint: json.endpoint, keys: json.keys });
  };
  const existing = await registration.pushManager.getSubscription();
  try {
    await store(existing ?? (await fresh()));
  } catch (error) {
    // 409: this browser's subscription was registered by another account that signed in here before; the
    // server keeps it theirs, so this person gets a subscription of their own (the old one then dies).
    if (!existing || !isApiError(error, 409)) throw error;
    await existing.unsubscribe();
    await store(await fresh());
  }
  return "subscribed";
}

export const PUSH_HINTS: Partial<Record<PushSyncResult, string>> = {
  "not-configured": "Push is not set up on this server yet. Your choice is saved.",
  unsupported: "This browser cannot receive push notifications. Your choice is saved.",
  denied: "Notifications are blocked for DOWN in your browser's settings. Your choice is saved.",
};
