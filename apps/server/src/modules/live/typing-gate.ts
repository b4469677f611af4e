import type { RealtimeEvent } from "@down/common/schemas/realtime-events";

/** Recipients whose last typing time a socket remembers; past it the oldest is forgotten (one extra event). */
export const MAX_TYPING_ENTRIES = 64;

/**
 * Whom one socket's person may exchange "typing…" with, answered from memory so a typing frame costs no
 * database read (issue 23, finding 2: two reads per frame let one socket stall everyone).
 *
 * The circle is the person's matches (not blocked, not banned), loaded once when the socket opens and kept
 * current by the bus events the socket hears anyway: "match" adds the other person; "unmatch" removes
 * them (an unmatch and a block that ended a match send it to both people, a ban to everyone the banned
 * person was matched with, whose own socket closes). The typist's socket and the listener's both check,
 * so one that has not heard yet cannot let a typing event through. Events heard while the load is
 * reading are replayed after it, in order: one that committed during the read is not lost.
 *
 * Bounded: the circle holds real matches only (a frame never adds to it), the typing clock only people in
 * the circle, at most `maxEntries` of them, and at most `maxEntries` typing frames or events wait for the load.
 */
export class TypingGate {
  private circle: Set<string> | null = null;
  private heardEarly: RealtimeEvent[] = [];
  private waiting: Array<() => void> = [];
  private readonly lastSent = new Map<string, number>();

  constructor(
    private readonly me: string,
    private readonly everyMs: number,
    private readonly maxEntries = MAX_TYPING_ENTRIES,
  ) {}

  get loaded() {
    return this.circle !== null;
  }

  /** The matches read when the socket opened; then what was heard meanwhile, then the typing that waited. */
  load(ids: Iterable<string>) {
    this.circle = new Set(ids);
    for (const event of this.heardEarly) this.hear(event);
    this.heardEarly = [];
    for (const then of this.waiting) then();
    this.waiting = [];
  }

  /**
   * Runs `then` now when the matches are in, else once they are: typing sent or heard in the moment
   * between "ready" and the end of the read is judged then, not lost. At most `maxEntries` wait.
   */
  afterLoad(then: () => void) {
    if (this.circle) then();
    else if (this.waiting.length < this.maxEntries) this.waiting.push(then);
  }

  /** Every event the socket's person hears passes here; only matches and unmatches change the circle. */
  hear(event: RealtimeEvent) {
    if (event.type !== "match" && event.type !== "unmatch") return;
    if (!this.circle) {
      this.heardEarly.push(event);
      return;
    }
    if (event.type === "match") {
      this.circle.add(event.fromUserId === this.me ? event.toUserId : event.fromUserId);
    } else {
      this.circle.delete(event.userId);
      this.lastSent.delete(event.userId);
    }
  }

  /** Whether a typing event from `fromUserId` may reach this socket. */
  mayHear(fromUserId: string): boolean {
    return this.circle?.has(fromUserId) ?? false;
  }

  /**
   * Whether this person's typing to `toUserId` goes out now: to a match, at most once per `everyMs` (a
   * "typing…" line needs no more). Records the time when it does.
   */
  maySend(toUserId: string, now: number): boolean {
    if (toUserId === this.me || !this.mayHear(toUserId)) return false;
    const last = this.lastSent.get(toUserId);
    if (last !== undefined && now - last < this.everyMs) return false;
    // Re-inserted at the end, so the first key is always the one typed to longest ago.
    this.lastSent.delete(toUserId);
    this.lastSent.set(toUserId, now);
    if (this.lastSent.size > this.maxEntries) {
      const oldest = this.lastSent.keys().next().value;
      if (oldest !== undefined) this.lastSent.delete(oldest);
    }
    return true;
  }

  /** For tests: how many entries the typing clock holds. */
  get remembered() {
    return this.lastSent.size;
  }
}
