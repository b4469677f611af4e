import { afterEach, describe, expect, it, vi } from "vitest";
import { syncPushSubscription } from "./push-subscription";

const config = {
  enabled: true,
  publicKey: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U",
};

/** A browser subscription whose endpoint is `endpoint`. */
const subscription = (endpoint: string) => ({
  endpoint,
  toJSON: () => ({ endpoint, keys: { p256dh: "BKey", auth: "auth" } }),
  unsubscribe: vi.fn(async () => true),
});

/** The browser's push pieces, with `existing` as the subscription this browser already holds. */
function stubBrowser(existing: ReturnType<typeof subscription> | null, fresh: ReturnType<typeof subscription>) {
  const pushManager = { getSubscription: vi.fn(async () => existing), subscribe: vi.fn(async () => fresh) };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { requestPermission: async () => "granted" });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return pushManager;
}

/** The server: the endpoint "taken" belongs to another account (409), any other is stored. */
function stubServer() {
  const posted: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { endpoint } = JSON.parse(String(init.body)) as { endpoint: string };
      posted.push(endpoint);
      return endpoint.endsWith("/taken")
        ? new Response(JSON.stringify({ error: { code: "conflict", message: "another account" } }), { status: 409 })
        : new Response(JSON.stringify({ ok: true }), { status: 201, headers: { "content-type": "application/json" } });
    }),
  );
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("syncPushSubscription", () => {
  it("stores the browser's existing subscription", async () => {
    stubBrowser(subscription("https://push.example/mine"), subscription("https://push.example/unused"));
    const posted = stubServer();
    expect(await syncPushSubscription(true, config)).toBe("subscribed");
    expect(posted).toEqual(["https://push.example/mine"]);
  });

  it("when the server says this browser's subscription is another account's (409), makes a fresh one of its own", async () => {
    const taken = subscription("https://push.example/taken");
    const pushManager = stubBrowser(taken, subscription("https://push.example/fresh"));
    const posted = stubServer();
    expect(await syncPushSubscription(true, config)).toBe("subscribed");
    expect(taken.unsubscribe).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(posted).toEqual(["https://push.example/taken", "https://push.example/fresh"]);
  });
});
