import { REALTIME_PATH } from "@down/common/constants";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { forgetPrimedAnswers } from "@/lib/api-client";
import { announceMatch } from "./announce-match";
import { applyOps, reduceEvent } from "./apply-event";
import { deliverTo } from "./deliver";
import { createOutbox, type Outbox } from "./outbox";
import { REFETCH_ON_RECONNECT } from "./query-keys";
import type { RealtimeConnection } from "./reconnecting-socket";
import { viewingChat } from "./viewing";

interface RealtimeValue {
  outbox: Outbox;
  /** Tells the other person "typing…" (dropped while the socket is down; the server throttles too). */
  sendTyping(toUserId: string): void;
}

const RealtimeContext = createContext<RealtimeValue | null>(null);

const socketUrl = () =>
  `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${REALTIME_PATH}`;

/** One socket per tab for the signed-in person; server events land in the query cache. */
export function RealtimeProvider({
  userId: me,
  onSignedOut,
  children,
}: {
  userId: string;
  /** The server ended every session of this person (a moderator's ban): leave the signed-in app. */
  onSignedOut?: () => void;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const connection = useRef<RealtimeConnection | null>(null);
  // Lines go up the socket while it is open, by POST otherwise (deliver.ts).
  const [outbox] = useState(() => createOutbox(deliverTo(client, () => connection.current)));
  // A ref, so a new callback identity never reconnects the socket.
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;

  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let stopped = false;
    let conn: RealtimeConnection | null = null;
    // The socket's code, and the event schemas it checks every frame against (zod), load beside the first
    // screen rather than ahead of it: nothing arrives on the socket before it is open anyway.
    void import("./reconnecting-socket").then(({ connectRealtime }) => {
      if (stopped) return;
      conn = connectRealtime({
        url: socketUrl(),
        createSocket: (url) => new WebSocket(url),
        onEvent: (event) => {
          if (event.type === "signed-out") signedOut.current?.();
          // Someone else's write: the page's early answers may be out of date now (lib/api-client.ts).
          if (event.type !== "ready" && event.type !== "typing") forgetPrimedAnswers();
          announceMatch(event, me);
          applyOps(client, reduceEvent(event, { me, viewing: viewingChat(), now: Date.now() }));
        },
        onReady: (again) => {
          // Anything written while the socket was down never reached this tab: ask again for what is shown.
          if (again) for (const key of REFETCH_ON_RECONNECT) void client.invalidateQueries({ queryKey: key });
          void outbox.flush();
        },
      });
      connection.current = conn;
    });
    const online = () => {
      conn?.reconnectNow();
      void outbox.flush();
    };
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      window.removeEventListener("online", online);
      connection.current = null;
      conn?.close();
    };
  }, [client, me, outbox]);

  const value = useMemo<RealtimeValue>(
    () => ({
      outbox,
      sendTyping: (toUserId) => {
        connection.current?.send({ type: "typing", toUserId });
      },
    }),
    [outbox],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

export function useRealtime(): RealtimeValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error("useRealtime must be used within a RealtimeProvider");
  return value;
}
