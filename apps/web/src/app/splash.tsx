import { TIMINGS } from "@down/common/constants";
import { useEffect, useState } from "react";
import { Wordmark } from "@/components/ui/wordmark";
import { cn } from "@/lib/cn";

const SEEN_KEY = "splash-seen";
const FADE_MS = 300;

function alreadySeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Full-screen wordmark for 2000 ms on the first load of a visit; the app loads underneath meanwhile.
 * CSS animation only, so the first screen does not wait for an animation library.
 */
export function Splash() {
  const [phase, setPhase] = useState<"shown" | "leaving" | "gone">(() => (alreadySeen() ? "gone" : "shown"));

  useEffect(() => {
    if (phase === "gone") return;
    const delay = phase === "shown" ? TIMINGS.splashMs : FADE_MS;
    const timer = window.setTimeout(() => {
      if (phase === "shown") {
        try {
          sessionStorage.setItem(SEEN_KEY, "1");
        } catch {
          // Without storage the splash simply shows again next load.
        }
        setPhase("leaving");
      } else {
        setPhase("gone");
      }
    }, delay);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "gone") return null;
  return (
    <div
      data-testid="splash"
      aria-hidden="true"
      className={cn(
        "fixed inset-0 z-[100] flex flex-col items-center justify-center gap-5 bg-background transition-opacity duration-300",
        phase === "leaving" && "pointer-events-none opacity-0",
      )}
    >
      <Wordmark className="animate-pop-in text-7xl" />
      <span className="h-1 w-14 origin-left animate-[grow_1.6s_ease-in-out_both] rounded-full bg-accent" />
    </div>
  );
}
