import { DATE_REMINDER_MS, DATE_TYPE_LABELS } from "@down/common/schemas/dates";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { addNotifications, announce, type NewNotification } from "../notifications/notifications.service";
import * as repo from "./dates.repo";
import { otherOf } from "./dates.service";
import type { DatesDeps } from "./invites.service";

/** How often the job looks for dates starting within the hour. */
export const REMINDER_EVERY_MS = 60 * 1000;
/** Dates claimed per run; the rest wait for the next minute. */
const REMINDERS_PER_RUN = 200;

const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || "your match";

/**
 * Tells both people about each scheduled date starting within the hour, once. The claim and the
 * notifications commit together, so a crash between them loses nothing and sends nothing twice.
 */
export async function sendDueReminders(deps: DatesDeps, now = new Date()): Promise<number> {
  const { claimed, notes } = await deps.db.transaction(async (tx) => {
    const due = await repo.claimDueReminders(tx, now, new Date(now.getTime() + DATE_REMINDER_MS), REMINDERS_PER_RUN);
    const names = await repo.people(
      tx,
      due.flatMap((d) => [d.userId1, d.userId2]),
    );
    const items: NewNotification[] = [];
    for (const date of due) {
      // Blocked since they planned it: the date is hidden from both, so no reminder either.
      if (await isHiddenEitherWay(tx, date.userId1, date.userId2)) continue;
      for (const userId of [date.userId1, date.userId2]) {
        const other = otherOf(date, userId);
        items.push({
          userId,
          type: "date",
          actorId: other,
          title: "Your date is coming up",
          body: `Your ${DATE_TYPE_LABELS[date.dateType]} with ${firstName(names.get(other)?.name)} starts within the hour`,
        });
      }
    }
    return { claimed: due.length, notes: await addNotifications(tx, items) };
  });
  await announce(deps.bus, notes);
  return claimed;
}
