import { BACKOFF_INITIAL_MS, BACKOFF_MAX_MS, backoffDelay } from "@down/common/backoff";
import type { ClientFrame, RealtimeEvent, realtimeEventSchema } from "@down/common/schemas/realtime-events";

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

export interface RealtimeConnection {
  /** Sends a frame when the socket is open; false when it is not (typing frames are simply dropped then). */
  send(frame: ClientFrame): boolean;
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
    const current = options.createSocket(options.url);
    socket = current;
    // Events that arrive while the schema loads wait for it, in order, behind each other.
    let waiting: Promise<void> | null = null;
    const handOn = (raw: unknown, schema: EventSchema) => {
      const parsed = schema.safeParse(raw);
      // A frame this build does not know (a newer server, a bug) is dropped, never half-applied.
      if (parsed.success && parsed.data.type !== "ready") options.onEvent(parsed.data);
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
      current?.close();
    },
  };
}
