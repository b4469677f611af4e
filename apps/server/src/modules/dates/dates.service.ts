import { dateTransition } from "@down/common/date-state";
import { DATE_TYPE_LABELS, type DateEvent, type DatePatch } from "@down/common/schemas/dates";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { addNotifications, announce } from "../notifications/notifications.service";
import { publishToBoth } from "./dates.events";
import * as repo from "./dates.repo";
import type { DatesDeps } from "./invites.service";

/** Dates listed at once (a lifetime of dates for anyone real). */
export const DATES_LIST_MAX = 500;

const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || "Someone";
export const otherOf = (row: Pick<repo.DateEventRow, "userId1" | "userId2">, userId: string) =>
  row.userId1 === userId ? row.userId2 : row.userId1;

export function toDateEvent(
  row: repo.DateEventRow,
  viewerId: string,
  other: { name: string | null; photo: string | null } | undefined,
  reviewedByMe: boolean,
): DateEvent {
  return {
    id: row.id,
    inviteId: row.inviteId,
    userId1: row.userId1,
    userId2: row.userId2,
    dateType: row.dateType,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    location: row.location,
    calendarEntryId: row.calendarEntryId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    other: { id: otherOf(row, viewerId), name: other?.name ?? null, photo: other?.photo ?? null },
    reviewedByMe,
  };
}

export async function listDates(db: Db, userId: string): Promise<DateEvent[]> {
  const rows = await repo.listDates(db, userId, DATES_LIST_MAX);
  const others = await repo.people(
    db,
    rows.map(({ date }) => otherOf(date, userId)),
  );
  return rows.map(({ date, reviewedByMe }) =>
    toDateEvent(date, userId, others.get(otherOf(date, userId)), reviewedByMe),
  );
}

/** A date of the user's (404 for anyone else, or when the two have blocked each other). */
export async function ownDate(db: Db, userId: string, id: string) {
  const row = await repo.findDate(db, id);
  if (!row || (row.userId1 !== userId && row.userId2 !== userId)) throw notFound("Date not found");
  if (await isHiddenEitherWay(db, userId, otherOf(row, userId))) throw notFound("Date not found");
  return row;
}

/** Either person cancels a scheduled date, or marks it completed once its time has passed. */
export async function changeDate(deps: DatesDeps, userId: string, id: string, patch: DatePatch): Promise<DateEvent> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await repo.findDateForUpdate(tx, id);
    if (!row || (row.userId1 !== userId && row.userId2 !== userId)) throw notFound("Date not found");
    const otherId = otherOf(row, userId);
    if (await isHiddenEitherWay(tx, userId, otherId)) throw notFound("Date not found");
    const verdict = dateTransition(row, patch.status);
    if (!verdict.ok)
      throw new AppError(verdict.status, verdict.status === 403 ? "forbidden" : "conflict", verdict.message);
    const updated = await repo.setDateStatus(tx, id, patch.status, patch.status === "completed" ? new Date() : null);
    if (patch.status === "completed") {
      await repo.refreshDateCount(tx, row.userId1);
      await repo.refreshDateCount(tx, row.userId2);
    }
    const names = await repo.people(tx, [userId, otherId]);
    const me = firstName(names.get(userId)?.name);
    const label = DATE_TYPE_LABELS[row.dateType];
    const note =
      patch.status === "cancelled"
        ? { title: "Date cancelled", body: `${me} cancelled your ${label}` }
        : { title: "How did it go?", body: `${me} marked your ${label} completed. Leave a review in My Dates.` };
    const notes = await addNotifications(tx, [{ userId: otherId, type: "date", actorId: userId, ...note }]);
    return { date: toDateEvent(updated, userId, names.get(otherId), false), notes, otherId };
  });
  await announce(deps.bus, result.notes);
  await publishToBoth(deps.bus, [userId, result.otherId], { type: "date", action: patch.status, dateEventId: id });
  return result.date;
}
