/**
 * How a dropped socket comes back (the web app's reconnecting-socket.ts, and the realtime bench's reconnect
 * storm, which measures this very schedule): exponential backoff with jitter.
 */
export const BACKOFF_INITIAL_MS = 500;
export const BACKOFF_MAX_MS = 30_000;

/**
 * Exponential backoff with jitter: 0.5 s, 1 s, 2 s … capped at 30 s, each drawn from the upper half of its
 * step so a server restart is not met by every tab at the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}
