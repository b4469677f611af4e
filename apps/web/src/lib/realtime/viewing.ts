/**
 * The chat on screen right now, if any: its incoming messages are read on arrival, so they never
 * count as unread. Module state because there is one visible chat per tab.
 */
let viewing: string | null = null;

export function setViewingChat(otherId: string | null): void {
  viewing = otherId;
}

export function viewingChat(): string | null {
  if (typeof document !== "undefined" && document.visibilityState === "hidden") return null;
  return viewing;
}
