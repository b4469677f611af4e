import {
  type ClientFrame,
  clientFrameSchema,
  REALTIME_PATH,
  type RealtimeEvent,
  realtimeEventSchema,
  TYPING_EVERY_MS,
} from "@down/common/schemas/realtime-events";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { forbidden } from "../../lib/app-error";
import { sessionUser } from "../../lib/route-access";
import { isCrossSite } from "../../lib/same-origin";
import type { BusEvent } from "../../realtime/bus";
import { talkableIds } from "../matches/matches.service";
import { FrameBudget } from "./frame-budget";
import { TypingGate } from "./typing-gate";

/** A socket that answered no ping for this long is gone (a phone that lost its network never says goodbye). */
const HEARTBEAT_MS = 30_000;
/** A typing frame is about 70 bytes; ws refuses a larger frame (1009) before it is parsed. */
const MAX_FRAME_BYTES = 1024;
/**
 * The frame budget of one socket (issue 23, finding 2): the app sends one typing frame per 2 s while its
 * person types (chat-page.tsx), so 20 at once and 2 a second on average is far above any honest use; past
 * it the socket is closed with 1008 (policy violation) and the app's reconnect backoff takes over.
 */
const FRAME_BURST = 20;
const FRAMES_PER_SECOND = 2;
/** How long a socket closed for flooding has for our close frame to leave before the connection is cut. */
const CLOSE_GRACE_MS = 1_000;

export async function realtimeRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // Checked before the upgrade (lib/route-access.ts), so a signed-out socket gets a plain 401 and never opens.
      config: { access: "user" },
      schema: { summary: "The live socket: messages, typing, notifications as they happen" },
      // Runs before the upgrade, so a refused socket gets a plain 403 and never opens.
      preHandler: async (request) => {
        // Browsers send Origin on a handshake and apply no CORS to it: the same check as every write.
        if (isCrossSite(request, ctx.config.appOrigins)) throw forbidden("This socket only serves the app's own pages");
      },
    },
    (socket, request) => {
      const me = sessionUser(request).id;
      // Typing is judged in memory against the person's matches (typing-gate.ts): no frame reads the database.
      const typing = new TypingGate(me, TYPING_EVERY_MS);
      const budget = new FrameBudget(FRAME_BURST, FRAMES_PER_SECOND, Date.now());
      let alive = true;

      const send = (event: RealtimeEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };

      const onBusEvent = (raw: BusEvent) => {
        const parsed = realtimeEventSchema.safeParse(raw);
        if (!parsed.success) {
          // Every event must be in the union in packages/common; anything else is a bug to see in the log.
          request.log.warn({ type: raw.type }, "dropped a bus event that is not a RealtimeEvent");
          return;
        }
        const event = parsed.data;
        if (event.type === "signed-out") {
          // The sessions are gone; this socket must not outlive them.
          send(event);
          socket.close(4001, "signed out");
          return;
        }
        typing.hear(event);
        // Messages, reads and questions were checked when written; typing is checked here, by the listener
        // too, so an unmatch or block silences it even while the typist's own socket has not heard of it.
        if (event.type === "typing") {
          const from = event.fromUserId;
          typing.afterLoad(() => typing.mayHear(from) && send(event));
          return;
        }
        send(event);
      };
      const unsubscribe = ctx.bus.subscribe(me, onBusEvent);

      socket.on("message", (data) => {
        // Frames still queued behind a close are not read at all.
        if (socket.readyState !== socket.OPEN) return;
        if (!budget.take(Date.now())) {
          socket.close(1008, "too many frames");
          // Nothing more is read from it (a flood may have megabytes in flight); it is cut after the grace.
          socket.pause();
          setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
          return;
        }
        let frame: ClientFrame;
        try {
          const parsed = clientFrameSchema.safeParse(JSON.parse(String(data)));
          if (!parsed.success) return;
          frame = parsed.data;
        } catch {
          return;
        }
        const to = frame.toUserId;
        typing.afterLoad(() => {
          if (!typing.maySend(to, Date.now())) return;
          ctx.bus.publish(to, { type: "typing", fromUserId: me } satisfies RealtimeEvent).catch((error) => {
            request.log.warn({ err: error }, "a typing event was not published");
          });
        });
      });

      socket.on("pong", () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      heartbeat.unref();

      socket.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      socket.on("error", () => socket.terminate());
      // "ready" only once the bus confirmed the subscription (Redis answers a round trip later): the client
      // refetches what is on screen then, so nothing written before or after it is missed. It goes out at
      // once, before anything the subscription may now bring. The matches are read after it, so a match or
      // unmatch committed during the read is heard and replayed over it; typing in that moment waits for it.
      unsubscribe.ready
        .then(async () => {
          send({ type: "ready" });
          typing.load(await talkableIds(ctx.db, me));
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, "socket could not start; closing it so the client retries");
          // 1011: the server could not serve this socket; the client reconnects with backoff.
          if (socket.readyState === socket.OPEN) socket.close(1011, "subscription failed");
        });
    },
  );
}
