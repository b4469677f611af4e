import { differenceInCalendarDays, format } from "date-fns";

/** The conversation list's time: today a time, within the week a weekday, older MM/dd/yyyy. */
export function listTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const days = differenceInCalendarDays(now, at);
  if (days <= 0) return format(at, "h:mm a");
  if (days < 7) return format(at, "EEEE");
  return format(at, "MM/dd/yyyy");
}

/** Under a chat bubble: the time, with the day when it is not today. */
export function bubbleTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return differenceInCalendarDays(now, at) <= 0 ? format(at, "h:mm a") : format(at, "MM/dd/yyyy h:mm a");
}
