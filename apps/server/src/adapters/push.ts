import type { AgentOptions } from "node:https";
import webPush, { WebPushError } from "web-push";
import type { VapidConfig } from "../config";
import type { EgressGuard } from "../lib/egress";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** "gone": the push service says the subscription no longer exists (404/410), so it should be forgotten. */
export type PushOutcome = "sent" | "gone" | "failed";

export interface PushSender {
  readonly publicKey: string | null;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** Without VAPID keys nothing is sent; the Settings switch still saves the preference. */
export function noPushSender(): PushSender {
  return { publicKey: null, send: async () => "failed" };
}

/**
 * Web Push (RFC 8030/8291/8292) through the `web-push` package: encrypted payloads, VAPID-signed. The
 * endpoint is an address a browser (or anyone) chose, so every send goes through the egress guard
 * (lib/egress.ts): the endpoint is checked first (an address literal is never looked up), and web-push's
 * `agent` connects only to addresses the guard's lookup checked. `tls` adds agent options (a test CA).
 */
export function webPushSender(
  vapid: VapidConfig,
  options: { egress: EgressGuard; timeoutMs?: number; tls?: AgentOptions },
): PushSender {
  const agent = options.egress.httpsAgent(options.tls);
  return {
    publicKey: vapid.publicKey,
    async send(target, payload) {
      try {
        await options.egress.check(target.endpoint);
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: 24 * 60 * 60,
            timeout: options.timeoutMs ?? 5000,
            agent,
          },
        );
        return "sent";
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
        return "failed";
      }
    },
  };
}
