import { useCallback, useMemo, useSyncExternalStore } from "react";
import { newClientId } from "@/lib/realtime/client-id";
import type { OutboxEntry } from "@/lib/realtime/outbox";
import { useRealtime } from "@/lib/realtime/realtime-provider";

/**
 * Sends a message or custom question through the tab's outbox: it shows at once, carries a fresh clientId,
 * and is kept (and retried when the network returns) until the server has it.
 */
export function useSendLine(me: string, otherId: string) {
  const { outbox } = useRealtime();
  const all = useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
  const pending = useMemo(() => all.filter((e) => e.senderId === me && e.receiverId === otherId), [all, me, otherId]);
  const send = useCallback(
    (kind: OutboxEntry["kind"], text: string) =>
      outbox.add({
        clientId: newClientId(),
        kind,
        senderId: me,
        receiverId: otherId,
        text,
        createdAt: new Date().toISOString(),
      }),
    [outbox, me, otherId],
  );
  return { pending, send, retry: outbox.retry, confirm: outbox.confirm, discard: outbox.discard };
}
