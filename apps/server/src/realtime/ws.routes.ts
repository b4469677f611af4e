import {
  type ClientFrame,
  clientFrameSchema,
  REALTIME_PATH,
  type RealtimeEvent,
  realtimeEventSchema,
} from "@down/common/schemas/realtime-events";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../app-context";
import { forbidden } from "../lib/app-error";
import { isCrossSite } from "../lib/same-origin";
import { requireUser } from "../lib/session";
import { assertCanTalk } from "../modules/messages/messages.service";
import type { BusEvent } from "./bus";

/** A socket that answered no ping for this long is gone (a phone that lost its network never says goodbye). */
const HEARTBEAT_MS = 30_000;
/** Whether two people may talk is asked of the database at most this often per socket and person. */
const CAN_TALK_TTL_MS = 30_000;
/** One typing event per person typed to in this window is plenty for a "typing…" line. */
const TYPING_EVERY_MS = 2_000;
const MAX_FRAME_BYTES = 1024;

/** Who the event is about, other than the listener: the person whose block or unmatch should silence it. */
function otherPartyOf(event: RealtimeEvent, me: string): string | null {
  switch (event.type) {
    case "message":
      return event.message.senderId === me ? event.message.receiverId : event.message.senderId;
    case "message-read":
      return event.readerId === me ? event.otherId : event.readerId;
    case "typing":
      return event.fromUserId;
    case "custom-question":
      return event.question.senderId === me ? event.question.receiverId : event.question.senderId;
    default:
      return null;
  }
}

export async function realtimeRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // Runs before the upgrade, so a refused socket gets a plain 403/401 and never opens.
      preHandler: async (request) => {
        requireUser(request);
        // Browsers send Origin on a handshake and apply no CORS to it: the same check as every write.
        if (isCrossSite(request, ctx.config.appOrigins)) throw forbidden("This socket only serves the app's own pages");
      },
    },
    (socket, request) => {
      const me = requireUser(request).id;
      const canTalk = new Map<string, number>();
      const lastTyping = new Map<string, number>();
      let alive = true;

      const allowed = async (otherId: string) => {
        const until = canTalk.get(otherId);
        if (until !== undefined && until > Date.now()) return true;
        try {
          await assertCanTalk(ctx.db, me, otherId);
          canTalk.set(otherId, Date.now() + CAN_TALK_TTL_MS);
          return true;
        } catch {
          canTalk.delete(otherId);
          return false;
        }
      };

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
        if (event.type === "unmatch") {
          canTalk.delete(event.userId);
          send(event);
          return;
        }
        const other = otherPartyOf(event, me);
        // Messages, reads and questions were checked when written; typing is checked here, per socket.
        if (event.type === "typing" && other !== null) {
          void allowed(other).then((ok) => ok && send(event));
          return;
        }
        send(event);
      };
      const unsubscribe = ctx.bus.subscribe(me, onBusEvent);

      socket.on("message", (data) => {
        let frame: ClientFrame;
        try {
          const parsed = clientFrameSchema.safeParse(JSON.parse(String(data)));
          if (!parsed.success) return;
          frame = parsed.data;
        } catch {
          return;
        }
        const to = frame.toUserId;
        const last = lastTyping.get(to) ?? 0;
        if (to === me || Date.now() - last < TYPING_EVERY_MS) return;
        lastTyping.set(to, Date.now());
        void allowed(to).then(async (ok) => {
          if (ok) await ctx.bus.publish(to, { type: "typing", fromUserId: me } satisfies RealtimeEvent);
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
      // refetches what is on screen then, so nothing written before or after it is missed.
      unsubscribe.ready.then(
        () => send({ type: "ready" }),
        (error: unknown) => {
          request.log.warn({ err: error }, "bus subscription refused; closing the socket so the client retries");
          // 1011: the server could not serve this socket; the client reconnects with backoff.
          if (socket.readyState === socket.OPEN) socket.close(1011, "subscription failed");
        },
      );
    },
  );
}
