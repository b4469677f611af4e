import { format } from "date-fns";

/** The value a datetime-local input takes for `date`, in the device's time zone ("2026-05-01T19:30"). */
export const toLocalInput = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

/** The start of the current minute: the earliest time the minute-precise picker can mean "now". */
export const thisMinute = (now = new Date()) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

/** A datetime-local value as a Date, or null when empty or unreadable. */
export function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether a chosen time is already past (a time within the current minute still counts as now). */
export const isPastChoice = (date: Date, now = new Date()) => date.getTime() < thisMinute(now).getTime();
