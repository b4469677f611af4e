import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import { expect } from "vitest";
import WebSocket from "ws";

/** A test socket on /api/ws that records every event and can wait for one. */
export interface TestSocket {
  events: RealtimeEvent[];
  next<T extends RealtimeEvent["type"]>(
    type: T,
    match?: (event: Extract<RealtimeEvent, { type: T }>) => boolean,
  ): Promise<Extract<RealtimeEvent, { type: T }>>;
  send(frame: object): void;
  close(): void;
}

export async function openSocket(
  baseUrl: string,
  cookie: string | null,
  headers: Record<string, string> = {},
  /** A query string for the socket's URL ("?after=…": a returning socket's replay). */
  query = "",
): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/ws${query}`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  const events: RealtimeEvent[] = [];
  ws.on("message", (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once("error", reject);
  });
  // Subscribed once the server says ready; events published earlier may not reach this socket.
  await expect.poll(() => events.some((e) => e.type === "ready"), { timeout: 5000 }).toBe(true);
  const sock: TestSocket = {
    events,
    async next(type, match) {
      let found: RealtimeEvent | undefined;
      await expect
        .poll(
          () => {
            found = events.find(
              (e) => e.type === type && (!match || match(e as Extract<RealtimeEvent, { type: typeof type }>)),
            );
            return found !== undefined;
          },
          { timeout: 5000 },
        )
        .toBe(true);
      return found as Extract<RealtimeEvent, { type: typeof type }>;
    },
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () => ws.close(),
  };
  return sock;
}
