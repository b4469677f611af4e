/** Events for one user's channel. With REDIS_URL set, a Redis implementation carries them across instances. */
export interface BusEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * Calling it unsubscribes. `ready` settles once the bus has confirmed the subscription: only events
 * published after that are sure to reach the listener (Redis confirms a SUBSCRIBE a round trip later).
 */
export interface Subscription {
  (): void;
  readonly ready: Promise<void>;
}

export const subscription = (stop: () => void, ready: Promise<void>): Subscription => Object.assign(stop, { ready });

export interface EventBus {
  publish(userId: string, event: BusEvent): Promise<void>;
  subscribe(userId: string, listener: (event: BusEvent) => void): Subscription;
  /** Whether anyone (an open socket, on any instance) listens to this user's channel right now. */
  hasListeners(userId: string): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryBus(): EventBus {
  const listeners = new Map<string, Set<(event: BusEvent) => void>>();
  return {
    async publish(userId, event) {
      for (const listener of listeners.get(userId) ?? []) listener(event);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      // In process, a listener hears the very next publish.
      return subscription(() => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      }, Promise.resolve());
    },
    async hasListeners(userId) {
      return (listeners.get(userId)?.size ?? 0) > 0;
    },
    async close() {
      listeners.clear();
    },
  };
}
