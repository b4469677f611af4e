import { BACKOFF_INITIAL_MS, BACKOFF_MAX_MS, backoffDelay } from "@down/common/backoff";
import type { ClientFrame } from "@down/common/schemas/client-frames";
import type { RealtimeEvent, realtimeEventSchema } from "@down/common/schemas/realtime-events";

type EventSchema = typeof realtimeEventSchema;
let eventSchema: EventSchema | null = null;
let eventSchemaLoading: Promise<EventSchema> | null = null;

/**
 * The event schema is zod plus the message schemas it is built from: building them is a long task on a slow
 * phone, which every screen would pay at start for a socket that usually carries nothing but its greeting
 * for a while. The socket opens without it (the greeting is recognised by hand) and loads it with the first
 * event, or when asked to here.
 */
export function loadEventSchema(): Promise<EventSchema> {
  eventSchemaLoading ??= import("@down/common/schemas/realtime-events").then(
    (module) => {
      eventSchema = module.realtimeEventSchema;
      return eventSchema;
    },
    (error: unknown) => {
      eventSchemaLoading = null;
      throw error;
    },
  );
  return eventSchemaLoading;
}

function isReady(raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && (raw as { type?: unknown }).type === "ready";
}

/** The part of the browser's WebSocket this client uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(): void;
}

const OPEN = 1;

export { BACKOFF_INITIAL_MS, BACKOFF_MAX_MS, backoffDelay };

export type ConnectionStatus = "connecting" | "open" | "closed";

export interface RealtimeConnectionOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  onEvent: (event: RealtimeEvent) => void;
  /** The server has subscribed this socket. `again` is true after a reconnect: refetch what is on screen. */
  onReady: (again: boolean) => void;
  onStatus?: (status: ConnectionStatus) => void;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

type LineFrame = Extract<ClientFrame, { type: "send" | "ask" }>;
export type LineAck = Extract<RealtimeEvent, { type: "ack" }>;

/** The server refused a line sent up the socket: its status and error, as POST would have answered. */
export class LineRefused extends Error {
  constructor(readonly refusal: Extract<RealtimeEvent, { type: "refused" }>) {
    super(refusal.error.message);
    this.name = "LineRefused";
  }
}

/** The socket was not open, closed, or did not answer in time: send the line by POST (same clientId). */
export class SocketUnavailable extends Error {
  constructor() {
    super("The live connection is not open");
    this.name = "SocketUnavailable";
  }
}

/** How long a line sent up the socket waits for its ack before the app sends it by POST instead. */
export const LINE_ACK_TIMEOUT_MS = 10_000;
/** Message ids remembered to drop a replay's overlap (the server resends up to 10 s before the cursor). */
const SEEN_IDS_KEPT = 2_000;

export interface RealtimeConnection {
  /** Sends a frame when the socket is open; false when it is not (typing frames are simply dropped then). */
  send(frame: ClientFrame): boolean;
  /**
   * Sends a chat line up the open socket; resolves with its ack (sent after the server's commit), rejects with
   * LineRefused when the server refused it, or SocketUnavailable when there is no open socket to carry it.
   */
  sendLine(frame: LineFrame): Promise<LineAck>;
  /** Skip the wait: the browser says the network is back. */
  reconnectNow(): void;
  close(): void;
}

/** One socket per tab that reconnects by itself and hands on only frames that parse as a RealtimeEvent. */
export function connectRealtime(options: RealtimeConnectionOptions): RealtimeConnection {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let attempt = 0;
  let timer: unknown = null;
  let everReady = false;
  let stopped = false;
  /** Lines sent up the current socket, waiting for their ack, by clientId. */
  const pending = new Map<string, { resolve: (ack: LineAck) => void; reject: (error: Error) => void }>();
  /**
   * The newest message time heard: a socket that comes back asks for what came after it (`?after=`), and the
   * ids heard drop the replay's overlap, so each message reaches the app once (decision 032).
   */
  let lastAt: string | null = null;
  const seen = new Set<string>();
  const settleAll = () => {
    for (const waiting of pending.values()) waiting.reject(new SocketUnavailable());
    pending.clear();
  };

  const scheduleReconnect = () => {
    if (stopped || timer !== null) return;
    const delay = backoffDelay(attempt, options.random);
    attempt += 1;
    timer = setTimer(() => {
      timer = null;
      open();
    }, delay);
  };

  const open = () => {
    if (stopped) return;
    options.onStatus?.("connecting");
    const current = options.createSocket(lastAt ? `${options.url}?after=${encodeURIComponent(lastAt)}` : options.url);
    socket = current;
    // Events that arrive while the schema loads wait for it, in order, behind each other.
    let waiting: Promise<void> | null = null;
    const handOn = (raw: unknown, schema: EventSchema) => {
      const parsed = schema.safeParse(raw);
      // A frame this build does not know (a newer server, a bug) is dropped, never half-applied.
      if (!parsed.success || parsed.data.type === "ready") return;
      const event = parsed.data;
      if (event.type === "ack" || event.type === "refused") {
        const waiting = pending.get(event.clientId);
        pending.delete(event.clientId);
        if (event.type === "ack") waiting?.resolve(event);
        else waiting?.reject(new LineRefused(event));
        return;
      }
      if (event.type === "message") {
        if (seen.has(event.message.id)) return;
        seen.add(event.message.id);
        if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value as string);
        if (!lastAt || event.message.createdAt > lastAt) lastAt = event.message.createdAt;
      }
      options.onEvent(event);
    };
    current.onmessage = (message) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (isReady(raw)) {
        // Only a socket the server accepted resets the backoff; one that opens and drops keeps growing it.
        attempt = 0;
        options.onStatus?.("open");
        options.onReady(everReady);
        everReady = true;
        return;
      }
      if (eventSchema && !waiting) return handOn(raw, eventSchema);
      const next = (waiting ?? Promise.resolve())
        .then(loadEventSchema)
        .then(
          (schema) => {
            if (!stopped) handOn(raw, schema);
          },
          () => {
            // The schema did not load (the network went): starting again refetches what is on screen
            // (onReady(true)), which covers the events that could not be read.
            if (socket === current) current.close();
          },
        )
        .then(() => {
          if (waiting === next) waiting = null;
        });
      waiting = next;
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      settleAll();
      options.onStatus?.("closed");
      scheduleReconnect();
    };
    // An error is always followed by close; reconnecting is decided there.
    current.onerror = () => {};
  };

  open();
  return {
    send(frame) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    sendLine(frame) {
      const current = socket;
      if (!current || current.readyState !== OPEN) return Promise.reject(new SocketUnavailable());
      return new Promise<LineAck>((resolve, reject) => {
        const timer = setTimer(() => {
          if (pending.get(frame.clientId)?.reject !== fail) return;
          pending.delete(frame.clientId);
          reject(new SocketUnavailable());
        }, LINE_ACK_TIMEOUT_MS);
        const fail = (error: Error) => {
          clearTimer(timer);
          reject(error);
        };
        pending.set(frame.clientId, {
          resolve: (ack) => {
            clearTimer(timer);
            resolve(ack);
          },
          reject: fail,
        });
        current.send(JSON.stringify(frame));
      });
    },
    reconnectNow() {
      if (stopped || socket) return;
      if (timer !== null) clearTimer(timer);
      timer = null;
      open();
    },
    close() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const current = socket;
      socket = null;
      settleAll();
      current?.close();
    },
  };
}
