/** Events for one user's channel. With REDIS_URL set, a Redis implementation carries them across instances. */
export interface BusEvent {
  type: string;
  [key: string]: unknown;
}

export interface EventBus {
  publish(userId: string, event: BusEvent): Promise<void>;
  subscribe(userId: string, listener: (event: BusEvent) => void): () => void;
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
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
