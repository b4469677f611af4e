/**
 * A token bucket: `burst` frames at once, then `perSecond` frames a second on average. Pure (the caller
 * passes the clock), so the rule is tested without timers. It stays here rather than coming from a
 * package: the npm limiters (limiter, bottleneck) schedule work with timers and promises, while a socket
 * only needs a synchronous "may this frame pass?" per frame, which is these few lines.
 */
export class FrameBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    if (!(burst >= 1) || !(perSecond > 0)) throw new RangeError("a frame budget needs burst >= 1 and perSecond > 0");
    this.tokens = burst;
    this.last = now;
  }

  /** Spends one frame; false when the budget is spent (the caller closes the socket). */
  take(now: number): boolean {
    // A clock that steps back refills nothing rather than draining the bucket.
    const elapsed = Math.max(0, now - this.last);
    this.last = Math.max(this.last, now);
    this.tokens = Math.min(this.burst, this.tokens + (elapsed / 1000) * this.perSecond);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
