import { Redis } from "ioredis";
import type { BusEvent, EventBus } from "./bus";

const PREFIX = "down:user:";
const ignore = () => {};

/**
 * The same bus across instances: each instance publishes to Redis and keeps one subscriber
 * connection, fanning messages out to its local listeners.
 */
export async function redisBus(url: string): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = new Map<string, Set<(event: BusEvent) => void>>();
  let closed = false;

  subscriber.on("message", (channel: string, message: string) => {
    const set = listeners.get(channel.slice(PREFIX.length));
    if (!set) return;
    const event = JSON.parse(message) as BusEvent;
    for (const listener of set) listener(event);
  });

  return {
    async publish(userId, event) {
      await publisher.publish(PREFIX + userId, JSON.stringify(event));
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
        // A socket may open or close while the bus shuts down; a refused (un)subscribe then is harmless.
        subscriber.subscribe(PREFIX + userId).catch(ignore);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        // Sockets closing as the server shuts down would write to a connection that has quit (EPIPE).
        if (set.size === 0 && !closed) {
          listeners.delete(userId);
          subscriber.unsubscribe(PREFIX + userId).catch(ignore);
        }
      };
    },
    async hasListeners(userId) {
      // Counts subscribers of the channel across every instance, not just this one.
      const reply = (await publisher.pubsub("NUMSUB", PREFIX + userId)) as [string, number];
      return Number(reply[1]) > 0;
    },
    async close() {
      closed = true;
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
