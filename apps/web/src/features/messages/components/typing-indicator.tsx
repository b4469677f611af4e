import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { typingKey } from "@/lib/realtime/query-keys";

/** A typing frame counts for this long; the sender's app repeats it every 2 s while they type. */
const TYPING_SHOWS_MS = 4_000;

/** "{name} is typing..." while the other person's typing frames keep arriving. */
export function TypingIndicator({ otherId, name }: { otherId: string; name: string }) {
  const { data: at = 0 } = useQuery({ queryKey: typingKey(otherId), queryFn: () => 0, enabled: false, initialData: 0 });
  const [now, setNow] = useState(() => Date.now());
  const active = now - at < TYPING_SHOWS_MS;
  useEffect(() => {
    setNow(Date.now());
    if (!at) return;
    const timer = setTimeout(() => setNow(Date.now()), TYPING_SHOWS_MS + 50);
    return () => clearTimeout(timer);
  }, [at]);
  return (
    <p aria-live="polite" className="min-h-5 px-2 text-xs text-muted-foreground italic">
      {active ? `${name} is typing...` : ""}
    </p>
  );
}
