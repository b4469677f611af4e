import { type ClientFrame, clientFrameSchema } from "@down/common/schemas/client-frames";
import {
  REALTIME_PATH,
  type RealtimeEvent,
  realtimeEventSchema,
  realtimeQuerySchema,
  SOCKET_FRAME_MAX_BYTES,
  TYPING_EVERY_MS,
} from "@down/common/schemas/realtime-events";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { AppError, forbidden } from "../../lib/app-error";
import { sessionUser } from "../../lib/route-access";
import { isCrossSite } from "../../lib/same-origin";
import type { BusEvent } from "../../realtime/bus";
import { talkableIds } from "../matches/matches.service";
import { askQuestion, messagesAfter, sendMessage } from "../messages/messages.service";
import { FrameBudget } from "./frame-budget";
import { TypingGate } from "./typing-gate";

/** A socket that answered no ping for this long is gone (a phone that lost its network never says goodbye). */
const HEARTBEAT_MS = 30_000;
/**
 * A typing frame is about 70 bytes; ws refuses a larger frame (1009) before it is parsed. A chat line sent up
 * the socket must fit too (most do: a frame's overhead is about 130 bytes); a longer one goes through POST
 * (SOCKET_FRAME_MAX_BYTES, which the web client checks before it chooses the socket).
 */
const MAX_FRAME_BYTES = SOCKET_FRAME_MAX_BYTES;
/**
 * The frame budget of one socket (issue 23, finding 2): the app sends one typing frame per 2 s while its
 * person types (chat-page.tsx), so 20 at once and 2 a second on average is far above any honest use; past
 * it the socket is closed with 1008 (policy violation) and the app's reconnect backoff takes over.
 */
const FRAME_BURST = 20;
const FRAMES_PER_SECOND = 2;
/**
 * Chat lines sent up the socket have a budget of their own, so a fast typist's lines never spend the typing
 * budget: a burst of 30 and the sender's per-minute cap spread over the minute (at least 5 a second). The
 * cap itself, and the 50 waiting per sender (db/in-turn.ts), are the same rules the HTTP route applies.
 */
const LINE_BURST = 30;
const LINES_PER_SECOND = 5;
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
      schema: {
        summary: "The live socket: messages, typing, notifications as they happen",
        description:
          "Chat lines may be sent up it ('send', 'ask' frames with a clientId), each answered 'ack' after its commit or 'refused' with the HTTP route's status and error. A socket that comes back passes after=<the last message's createdAt> and hears what it missed first.",
        querystring: realtimeQuerySchema,
      },
      // Runs before the upgrade, so a refused socket gets a plain 403 and never opens.
      preHandler: async (request) => {
        // Browsers send Origin on a handshake and apply no CORS to it: the same check as every write.
        if (isCrossSite(request, ctx.config.appOrigins)) throw forbidden("This socket only serves the app's own pages");
      },
    },
    (socket, request) => {
      const me = sessionUser(request).id;
      const { after } = request.query as { after?: string };
      // Typing is judged in memory against the person's matches (typing-gate.ts): no frame reads the database.
      const typing = new TypingGate(me, TYPING_EVERY_MS);
      const budget = new FrameBudget(FRAME_BURST, FRAMES_PER_SECOND, Date.now());
      const deps = { db: ctx.db, bus: ctx.bus, limits: ctx.config.messageLimits };
      const perMinute = deps.limits?.perMinute ?? 0;
      const lineBudget = new FrameBudget(LINE_BURST, Math.max(LINES_PER_SECOND, perMinute / 60), Date.now());
      let alive = true;
      /**
       * While a returning socket's replay is read, live events wait here, so the person hears what they missed
       * before what is new, in order; null once the replay has gone out (or when there is none to send).
       */
      let held: RealtimeEvent[] | null = after ? [] : null;
      let replayed = new Set<string>();

      const send = (event: RealtimeEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const deliver = (event: RealtimeEvent) => {
        if (held) held.push(event);
        // A line committed while the replay was read can be in both: it goes out once.
        else if (event.type !== "message" || replayed.size === 0 || !replayed.has(event.message.id)) send(event);
      };

      /** A chat line sent up the socket: answered once stored (after commit) or refused, as the HTTP route would. */
      const takeLine = (frame: Extract<ClientFrame, { type: "send" | "ask" }>) => {
        const { clientId } = frame;
        const written =
          frame.type === "send"
            ? sendMessage(deps, {
                senderId: me,
                receiverId: frame.receiverId,
                content: frame.content,
                clientId,
                confirmFlagged: frame.confirmFlagged,
              }).then(({ message, created }) => send({ type: "ack", clientId, created, message }))
            : askQuestion(deps, {
                senderId: me,
                receiverId: frame.receiverId,
                questionText: frame.questionText,
                clientId,
                confirmFlagged: frame.confirmFlagged,
              }).then(({ question, created }) => send({ type: "ack", clientId, created, question }));
        written.catch((error: unknown) => {
          if (error instanceof AppError) {
            const flagged = error.extra?.flagged as string[] | undefined;
            send({
              type: "refused",
              clientId,
              status: error.status,
              error: { code: error.code, message: error.message, ...(flagged ? { flagged } : {}) },
            });
            return;
          }
          request.log.error({ err: error }, "a chat line sent on the socket failed");
          // Nothing was stored for it (its batch failed alone): the client may send it again with the same clientId.
          send({
            type: "refused",
            clientId,
            status: 500,
            error: { code: "internal", message: "Something went wrong. Please try again." },
          });
        });
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
          held = null;
          send(event);
          socket.close(4001, "signed out");
          return;
        }
        typing.hear(event);
        // Messages, reads and questions were checked when written; typing is checked here, by the listener
        // too, so an unmatch or block silences it even while the typist's own socket has not heard of it.
        if (event.type === "typing") {
          const from = event.fromUserId;
          typing.afterLoad(() => typing.mayHear(from) && deliver(event));
          return;
        }
        deliver(event);
      };
      const unsubscribe = ctx.bus.subscribe(me, onBusEvent);

      socket.on("message", (data) => {
        // Frames still queued behind a close are not read at all.
        if (socket.readyState !== socket.OPEN) return;
        let frame: ClientFrame | null = null;
        try {
          const parsed = clientFrameSchema.safeParse(JSON.parse(String(data)));
          if (parsed.success) frame = parsed.data;
        } catch {}
        const isLine = frame?.type === "send" || frame?.type === "ask";
        if (!(isLine ? lineBudget : budget).take(Date.now())) {
          socket.close(1008, "too many frames");
          // Nothing more is read from it (a flood may have megabytes in flight); it is cut after the grace.
          socket.pause();
          setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
          return;
        }
        if (!frame) return;
        if (frame.type !== "typing") {
          takeLine(frame);
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
          if (after) {
            // Read after the subscription is confirmed: a line is either in this read or heard live (or both,
            // and then sent once).
            const missed = await messagesAfter(ctx.db, me, after);
            replayed = new Set(missed.map((event) => event.message.id));
            const waiting = held ?? [];
            held = null;
            for (const event of missed) send(event);
            for (const event of waiting) deliver(event);
          }
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
