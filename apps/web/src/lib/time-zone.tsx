import { tz } from "@date-fns/tz";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The time zone dates are shown in. In the browser it is the browser's own (undefined: date-fns's local
 * time). The server, painting a screen for the browser to hydrate (decision 018), shows dates in the zone
 * the browser said it is in (the `tz` cookie: an IANA name or a UTC offset), so both draw the same text.
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

/**
 * The browser's offset from UTC now, as "+09:00". Not its IANA zone: asking Intl for that loads the time
 * zone data, a long task on a slow phone at every start; the offset differs from the zone only for dates
 * on the other side of a daylight-saving change, which the browser then simply redraws.
 */
export function utcOffset(date: Date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const whole = Math.abs(minutes);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${two(Math.floor(whole / 60))}:${two(whole % 60)}`;
}

/** Tells the server the zone this browser shows dates in, for the next page it paints. */
export function rememberTimeZone(): void {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(utcOffset())}`;
  if (document.cookie.split("; ").includes(cookie)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
