import { createContext, type ReactNode, useContext } from "react";

/**
 * The time zone dates are shown in. In the browser it is the browser's own (undefined: date-fns's local
 * time). The server, painting a screen for the browser to hydrate (decision 018), shows dates in the zone
 * the browser said it is in (the `tz` cookie of remember-time-zone.ts: a UTC offset, or an IANA name), so
 * both draw the same text.
 */
const TimeZoneContext = createContext<string | undefined>(undefined);

export function TimeZoneProvider({ zone, children }: { zone?: string; children: ReactNode }) {
  return <TimeZoneContext value={zone}>{children}</TimeZoneContext>;
}

export function useTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}
