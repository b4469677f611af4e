import { tz } from "@date-fns/tz";
import { differenceInCalendarDays, format } from "date-fns";

/** date-fns's `in` option for a zone: its functions then read and format the date in that zone. */
const inZone = (zone: string | undefined) => (zone ? { in: tz(zone) } : {});

/**
 * The conversation list's time: today a time, within the week a weekday, older MM/dd/yyyy. In `zone`
 * when given (the server's paint, lib/time-zone.tsx), else in the browser's own.
 */
export function listTime(iso: string, now: Date = new Date(), zone?: string): string {
  const at = new Date(iso);
  const options = inZone(zone);
  const days = differenceInCalendarDays(now, at, options);
  if (days <= 0) return format(at, "h:mm a", options);
  if (days < 7) return format(at, "EEEE", options);
  return format(at, "MM/dd/yyyy", options);
}

/** Under a chat bubble: the time, with the day when it is not today. */
export function bubbleTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return differenceInCalendarDays(now, at) <= 0 ? format(at, "h:mm a") : format(at, "MM/dd/yyyy h:mm a");
}
