import { isApiError } from "@/lib/api-client";

/** One chat line on its way to the server: a message or a custom question. */
export interface OutboxEntry {
  clientId: string;
  kind: "message" | "question";
  senderId: string;
  receiverId: string;
  text: string;
  /** When it was written here, for its place in the timeline until the server's copy replaces it. */
  createdAt: string;
  status: "sending" | "failed";
  /** Failed for want of a network: sent again by itself when the connection is back. */
  waitingForNetwork: boolean;
  error: string | null;
  /** The server's error code when it refused (e.g. "profile_incomplete": the screen can help, then retry). */
  errorCode: string | null;
  /** "Are you sure?": the words the message check flagged when the server refused it (message_flagged). */
  flagged?: readonly string[];
  /** The sender chose "Send anyway" on "Are you sure?": sent with confirmFlagged (docs/product.md, "Message check"). */
  confirmFlagged?: boolean;
}

export type Deliver = (entry: OutboxEntry) => Promise<unknown>;

export interface Outbox {
  add(entry: Omit<OutboxEntry, "status" | "waitingForNetwork" | "error" | "errorCode">): Promise<void>;
  /** The person pressed Retry. */
  retry(clientId: string): Promise<void>;
  /** "Send anyway" on "Are you sure?": the same line again, confirmed. */
  confirm(clientId: string): Promise<void>;
  /** "Edit" on "Are you sure?" (the text goes back to the composer): the line leaves without being sent. */
  discard(clientId: string): void;
  /** The connection is back: send again everything that failed for want of a network, oldest first. */
  flush(): Promise<void>;
  entries(): readonly OutboxEntry[];
  subscribe(listener: () => void): () => void;
}

/**
 * Sends survive a dropped network: an entry stays here until the server accepted it, and every attempt
 * carries the same clientId, so the server stores it once however many times it is tried.
 */
export function createOutbox(deliver: Deliver): Outbox {
  let list: readonly OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (clientId: string, change: Partial<OutboxEntry> | null) => {
    list = change
      ? list.map((e) => (e.clientId === clientId ? { ...e, ...change } : e))
      : list.filter((e) => e.clientId !== clientId);
    emit();
  };

  const attempt = async (clientId: string) => {
    const entry = list.find((e) => e.clientId === clientId);
    if (!entry || entry.status === "sending") return;
    update(clientId, { status: "sending", error: null, errorCode: null });
    try {
      await deliver({ ...entry, status: "sending" });
      update(clientId, null);
    } catch (error) {
      const answered = isApiError(error);
      update(clientId, {
        status: "failed",
        // No answer at all (offline, server restarting): worth trying again on its own. An answer (403,
        // 429) would only repeat itself, so that waits for the person.
        waitingForNetwork: !answered || (isApiError(error) && error.status >= 500),
        error: answered ? (error.serverMessage ?? error.message) : "Not sent. It will send when you're back online.",
        errorCode: answered ? error.code : null,
        flagged: answered ? error.flagged : [],
      });
    }
  };

  return {
    async add(entry) {
      list = [...list, { ...entry, status: "failed", waitingForNetwork: false, error: null, errorCode: null }];
      await attempt(entry.clientId);
    },
    retry: attempt,
    async confirm(clientId) {
      update(clientId, { confirmFlagged: true });
      await attempt(clientId);
    },
    discard(clientId) {
      const entry = list.find((e) => e.clientId === clientId);
      // One being sent right now is the server's to answer; only a refused line can be taken back.
      if (entry && entry.status !== "sending") update(clientId, null);
    },
    async flush() {
      for (const entry of list.filter((e) => e.status === "failed" && e.waitingForNetwork)) {
        await attempt(entry.clientId);
      }
    },
    entries: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
