import { useSyncExternalStore } from "react";

/** The other person of a new match, as the "It's a Match!" moment shows them (no phone, no position). */
export interface MatchedPerson {
  id: string;
  name: string | null;
  photo: string | null;
}

/**
 * The "It's a Match!" moment, one for the whole tab (docs/product.md#the-match-moment). A match reaches the tab
 * twice when the person made it here (the request's answer says mutual, and the socket's "match" event follows):
 * each person is shown once, until an unmatch forgets them, so a later match with them shows again. Matches that
 * arrive while one is on screen wait their turn.
 */
export function createMatchMomentStore() {
  let queue: MatchedPerson[] = [];
  const shown = new Set<string>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(person: MatchedPerson) {
      if (shown.has(person.id)) return;
      shown.add(person.id);
      queue = [...queue, person];
      emit();
    },
    /** The person on screen, if any. */
    current: (): MatchedPerson | null => queue[0] ?? null,
    /** "Keep browsing", Escape, Back or "Send a message": the next waiting match, if any, comes up. */
    close() {
      if (queue.length === 0) return;
      queue = queue.slice(1);
      emit();
    },
    /** An unmatch: a new match with them is a new moment. */
    forget(id: string) {
      shown.delete(id);
      const before = queue.length;
      queue = queue.filter((p) => p.id !== id);
      if (queue.length !== before) emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type MatchMomentStore = ReturnType<typeof createMatchMomentStore>;

/** The tab's one store: the socket and every Match Back write to it; the overlay in the shell reads it. */
export const matchMoments = createMatchMomentStore();

export const showMatchMoment = (person: MatchedPerson) => matchMoments.show(person);

export function useMatchMoment(store: MatchMomentStore = matchMoments): MatchedPerson | null {
  return useSyncExternalStore(store.subscribe, store.current, () => null);
}
