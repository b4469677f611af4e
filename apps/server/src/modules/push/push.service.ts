import type { PushPayload, PushSubscriptionBody } from "@down/common/schemas/push";
import type { PushSender } from "../../adapters/push";
import type { Db } from "../../db/client";
import { conflict } from "../../lib/app-error";
import type { EgressGuard } from "../../lib/egress";
import type { BusEvent, EventBus } from "../../realtime/bus";
import * as repo from "./push.repo";
import { checkDeliverableEndpoint } from "./push-endpoint";

const SUBSCRIPTIONS_PER_PERSON = 10;

export interface PushDeps {
  db: Db;
  pushSender: PushSender;
  egress: EgressGuard;
}

export function pushConfig(sender: PushSender) {
  return { enabled: sender.publicKey !== null, publicKey: sender.publicKey };
}

/**
 * Stores the browser's subscription for this person. An endpoint already registered by someone else stays
 * theirs (409): otherwise anyone who learned it could take another person's notifications away. The app
 * answers a 409 by making a fresh subscription in that browser (features/settings/api/push-subscription.ts).
 */
export async function subscribe(deps: PushDeps, userId: string, body: PushSubscriptionBody) {
  await checkDeliverableEndpoint(body.endpoint, deps.egress);
  if (!(await repo.upsertOwn(deps.db, userId, body.endpoint, body.keys.p256dh, body.keys.auth))) {
    throw conflict("This browser's push subscription belongs to another account.");
  }
  await repo.trim(deps.db, userId, SUBSCRIPTIONS_PER_PERSON);
}

export const unsubscribe = (db: Db, userId: string, endpoint: string) => repo.removeOwn(db, userId, endpoint);
export const forgetAll = (db: Db, userId: string) => repo.removeAllOf(db, userId);

/** Sends to every browser of the person (while their switch is on); subscriptions the service calls gone are removed. */
export async function pushToUser(deps: PushDeps, userId: string, payload: PushPayload): Promise<number> {
  if (deps.pushSender.publicKey === null) return 0;
  const targets = await repo.targetsOf(deps.db, userId);
  const outcomes = await Promise.all(targets.map((t) => deps.pushSender.send(t, JSON.stringify(payload))));
  await repo.removeByIds(
    deps.db,
    targets.filter((_, i) => outcomes[i] === "gone").map((t) => t.id),
  );
  return outcomes.filter((o) => o === "sent").length;
}

interface Pushable {
  payload: PushPayload;
  /** Messages reach an open app through its socket; only people away from the app get a push. */
  onlyWhenAway: boolean;
}

/** Which bus events become a push: a new match, a date invite, and a message (when the person is away). */
export function pushableFor(userId: string, event: BusEvent): Pushable | null {
  if (event.type === "match") {
    return {
      payload: {
        title: "It's a Match!",
        body: "Someone you liked likes you back. Say hi!",
        url: "/matches",
        tag: "match",
      },
      onlyWhenAway: false,
    };
  }
  if (/^(invite|date-invite|invite-received)$/.test(event.type) && event.receiverId === userId) {
    return {
      payload: {
        title: "You're invited on a date",
        body: "Open My Dates to accept or decline.",
        url: "/my-dates",
        tag: "invite",
      },
      onlyWhenAway: false,
    };
  }
  if (event.type === "notification" && typeof event.notification === "object" && event.notification !== null) {
    const n = event.notification as { type?: unknown; title?: unknown; body?: unknown; actorId?: unknown };
    const title = typeof n.title === "string" ? n.title : "DOWN";
    const body = typeof n.body === "string" ? n.body : "";
    if (n.type === "match") return { payload: { title, body, url: "/matches", tag: "match" }, onlyWhenAway: false };
    if (typeof n.type === "string" && /invite|date/.test(n.type)) {
      return { payload: { title, body, url: "/my-dates", tag: "invite" }, onlyWhenAway: false };
    }
    // A message's own event pushes it with its words; its bundled notification would push the same twice.
    return null;
  }
  if (event.type === "message" && typeof event.message === "object" && event.message !== null) {
    const m = event.message as { senderId?: unknown; receiverId?: unknown; content?: unknown; senderName?: unknown };
    if (m.receiverId !== userId || typeof m.senderId !== "string") return null;
    const name = typeof m.senderName === "string" ? m.senderName : "Your match";
    const content = typeof m.content === "string" ? m.content.slice(0, 140) : "";
    const url = `/messages/${m.senderId}`;
    return { payload: { title: `New message from ${name}`, body: content, url, tag: url }, onlyWhenAway: true };
  }
  return null;
}

/**
 * The bus, plus Web Push: every event already goes out after its commit, so pushing from here needs no
 * call in each module and can never push something that was rolled back.
 */
export function pushingBus(bus: EventBus, deps: PushDeps, log: (error: unknown) => void): EventBus {
  return {
    ...bus,
    async publish(userId, event) {
      await bus.publish(userId, event);
      if (deps.pushSender.publicKey === null) return;
      const pushable = pushableFor(userId, event);
      if (!pushable) return;
      void (async () => {
        if (pushable.onlyWhenAway && (await bus.hasListeners(userId))) return;
        await pushToUser(deps, userId, pushable.payload);
      })().catch(log);
    },
    subscribe: (userId, listener) => bus.subscribe(userId, listener),
    hasListeners: (userId) => bus.hasListeners(userId),
    close: () => bus.close(),
  };
}
