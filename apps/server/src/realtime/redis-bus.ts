import { Redis } from "ioredis";
import { type BusEvent, type EventBus, subscription } from "./bus";

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
  /** Per channel, settles when Redis has confirmed the SUBSCRIBE; later listeners wait on the same one. */
  const confirmed = new Map<string, Promise<void>>();
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
      let ready = confirmed.get(userId);
      if (!set || !ready) {
        set = new Set();
        listeners.set(userId, set);
        ready = subscriber.subscribe(PREFIX + userId).then(() => undefined);
        // A socket may open while the bus shuts down: the refusal reaches whoever awaits `ready`, and is
        // no unhandled rejection for those who never do.
        ready.catch(ignore);
        confirmed.set(userId, ready);
      }
      const own = set;
      own.add(listener);
      return subscription(() => {
        own.delete(listener);
        // Sockets closing as the server shuts down would write to a connection that has quit (EPIPE).
        if (own.size === 0 && !closed && listeners.get(userId) === own) {
          listeners.delete(userId);
          confirmed.delete(userId);
          subscriber.unsubscribe(PREFIX + userId).catch(ignore);
        }
      }, ready);
    },
    async hasListeners(userId) {
      // Counts subscribers of the channel across every instance, not just this one.
      const reply = (await publisher.pubsub("NUMSUB", PREFIX + userId)) as [string, number];
      return Number(reply[1]) > 0;
    },
    async close() {
      closed = true;
      listeners.clear();
      confirmed.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
