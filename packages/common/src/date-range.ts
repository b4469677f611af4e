import { DAY_MS } from "./time";
import { z } from "./zod";

/** The four-option range dropdown of Insights and My Dates (docs/product.md#my-dates), as sent in `?range=`. */
export const DATE_RANGES = ["all-time", "last-week", "last-month", "last-year"] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  "all-time": "All Time",
  "last-week": "Last Week",
  "last-month": "Last Month",
  "last-year": "Last Year",
};
export const dateRangeSchema = z.enum(DATE_RANGES, { error: "Choose All Time, Last Week, Last Month or Last Year." });

/** Where a range starts (rolling: the last 7, 30 or 365 days); null for all time. */
export function rangeStart(range: DateRange, now: Date): Date | null {
  const days = { "all-time": null, "last-week": 7, "last-month": 30, "last-year": 365 }[range];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}
