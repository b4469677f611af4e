import { tz } from "@date-fns/tz";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The time zone dates are shown in. In the browser it is the browser's own (undefined: date-fns's local
 * time). The server, painting a screen for the browser to hydrate (decision 018), shows dates in the zone
 * the browser said it is in (the `tz` cookie), so both draw the same text.
 */
const TimeZoneContext = createContext<string | undefined>(undefined);

export const TIME_ZONE_COOKIE = "tz";

export function TimeZoneProvider({ zone, children }: { zone?: string; children: ReactNode }) {
  return <TimeZoneContext value={zone}>{children}</TimeZoneContext>;
}

export function useTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}

/** date-fns's `in` option for a zone: its functions then read and format the date in that zone. */
export const inZone = (zone: string | undefined) => (zone ? { in: tz(zone) } : {});

/** Tells the server which zone this browser shows dates in, for the next page it paints. */
export function rememberTimeZone(): void {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
    if (!zone || document.cookie.split("; ").includes(cookie)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
    document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // No Intl zone or cookies refused: the server paints in its own zone and the browser redraws the times.
  }
}
