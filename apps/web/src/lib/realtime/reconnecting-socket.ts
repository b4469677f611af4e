import { type ClientFrame, type RealtimeEvent, realtimeEventSchema } from "@down/common/schemas/realtime-events";

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
    current.onmessage = (message) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = realtimeEventSchema.safeParse(raw);
      // A frame this build does not know (a newer server, a bug) is dropped, never half-applied.
      if (!parsed.success) return;
      if (parsed.data.type === "ready") {
        // Only a socket the server accepted resets the backoff; one that opens and drops keeps growing it.
        attempt = 0;
        options.onStatus?.("open");
        options.onReady(everReady);
        everReady = true;
        return;
      }
      options.onEvent(parsed.data);
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
