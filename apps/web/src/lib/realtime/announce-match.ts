import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import { type MatchMomentStore, matchMoments } from "@/lib/match-moment/match-moment-store";

/**
 * A match made anywhere (this person's request, a Match Back in another tab, the other person accepting later)
 * brings up "It's a Match!" on whatever screen is open; an unmatch forgets the person, so matching again shows
 * it again (docs/product.md#the-match-moment).
 */
export function announceMatch(event: RealtimeEvent, me: string, store: MatchMomentStore = matchMoments): void {
  if (event.type === "match") {
    const otherId = event.fromUserId === me ? event.toUserId : event.fromUserId;
    // An older server's event names nobody: the moment still comes, with the name and photo left out.
    store.show(event.person ?? { id: otherId, name: null, photo: null });
  } else if (event.type === "unmatch") {
    store.forget(event.userId);
  }
}
