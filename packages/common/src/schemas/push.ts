import { z } from "../zod";
import { text } from "./text";

const base64url = (max: number) =>
  text({ min: 1, max }).regex(/^[A-Za-z0-9_-]+={0,2}$/, "Push keys must be base64url text");

/** A browser's PushSubscription.toJSON() as the Settings switch sends it. */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: text({ min: 1, max: 1000 }).pipe(z.url({ error: "The push endpoint must be a URL" })),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.strictObject({
  endpoint: text({ min: 1, max: 1000 }),
});

/** GET /api/push/config: whether this server can send Web Push, and the key browsers subscribe with. */
export const pushConfigSchema = z.object({ enabled: z.boolean(), publicKey: z.string().nullable() });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** What the service worker (public/push-handler.js) shows. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}
