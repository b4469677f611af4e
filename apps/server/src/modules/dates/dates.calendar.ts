import type { DateType } from "@down/common/schemas/dates";
import { createEvent } from "ics";
import type { Db } from "../../db/client";
import { conflict } from "../../lib/app-error";
import * as repo from "./dates.repo";
import { otherOf, ownDate } from "./dates.service";

/** Calendar entries last this long; the app does not ask how long a date will be. */
const DATE_LENGTH_HOURS = 2;

const TITLES: Record<DateType, string> = { romantic: "Romantic date", hang: "Hang", play: "Play date" };
const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || "your match";

/**
 * An .ics file for one of the user's dates. Its UID is the date's calendarEntryId, so downloading it again
 * (for example after a cancellation, which carries STATUS:CANCELLED and a higher SEQUENCE) updates the
 * entry the first download created.
 */
export async function calendarFile(db: Db, userId: string, id: string): Promise<{ filename: string; body: string }> {
  const date = await ownDate(db, userId, id);
  if (!date.scheduledAt) throw conflict("This date has no time yet");
  const uid = await repo.ensureCalendarEntryId(db, date.id, `${date.id}@down.app`);
  const other = (await repo.people(db, [otherOf(date, userId)])).get(otherOf(date, userId));
  const cancelled = date.status === "cancelled";
  const { error, value } = createEvent({
    productId: "down/dates",
    method: "PUBLISH",
    uid,
    sequence: cancelled ? 1 : 0,
    title: `${TITLES[date.dateType]} with ${firstName(other?.name)}`,
    description: `Your ${TITLES[date.dateType].toLowerCase()} planned on DOWN.`,
    ...(date.location ? { location: date.location } : {}),
    start: date.scheduledAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { hours: DATE_LENGTH_HOURS },
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: cancelled ? "FREE" : "BUSY",
  });
  if (error || !value) throw error ?? new Error("calendar file not built");
  const day = date.scheduledAt.toISOString().slice(0, 10);
  return { filename: `down-${date.dateType}-${day}.ics`, body: value };
}
