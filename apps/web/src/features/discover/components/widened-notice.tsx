import { UNLIMITED_RADIUS } from "@down/common/constants";
import type { SearchResult } from "@down/common/schemas/search";
import { MapPinned } from "lucide-react";

type Widening = Pick<SearchResult, "radiusUsed" | "widenedFrom" | "ownRadiusTotal">;

/**
 * What Results says when the search widened past the person's radius (docs/decisions/024), e.g. "Nobody
 * within 25 miles yet — showing people within 100"; null when it did not.
 */
export function widenedMessage({ radiusUsed, widenedFrom, ownRadiusTotal }: Widening): string | null {
  if (widenedFrom == null || radiusUsed == null) return null;
  const near = ownRadiusTotal
    ? `Only ${ownRadiusTotal} ${ownRadiusTotal === 1 ? "person" : "people"} within ${widenedFrom} miles yet`
    : `Nobody within ${widenedFrom} miles yet`;
  const wider =
    radiusUsed >= UNLIMITED_RADIUS ? "showing people at any distance" : `showing people within ${radiusUsed}`;
  return `${near} — ${wider}`;
}

export function WidenedNotice({ result }: { result: Widening }) {
  const message = widenedMessage(result);
  if (!message) return null;
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-surface-muted px-4 py-3 text-sm text-foreground">
      <MapPinned className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
