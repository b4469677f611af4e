import { lazy, Suspense } from "react";
import { matchMoments, useMatchMoment } from "@/lib/match-moment/match-moment-store";

// Loaded with the first match, not with the app.
const MatchMomentOverlay = lazy(async () => ({
  default: (await import("./match-moment-overlay")).MatchMomentOverlay,
}));

/** In the signed-in shell, on every screen: shows "It's a Match!" whenever the tab's store has someone. */
export function MatchMomentHost() {
  const person = useMatchMoment();
  if (!person) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by person: the next waiting match opens fresh, focus and all. */}
      <MatchMomentOverlay key={person.id} person={person} onClose={matchMoments.close} />
    </Suspense>
  );
}
