import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dateEvents } from "../../db/schema";
import { memoryBus } from "../../realtime/bus";
import { sendDueReminders } from "./dates.reminders";
import { datesTestApp, inHours, matchedPair } from "./dates.test-helpers";

const t = datesTestApp();

const reminders = async (who: Parameters<typeof t.http.notes>[0]) =>
  (await t.http.notes(who)).filter((n) => n.title === "Your date is coming up");

describe("date reminders", () => {
  it("remind both people once, within the hour before, and again after a restart never", async () => {
    const { a, b } = await matchedPair(t.app);
    const invite = (await t.http.invite(a, b, { proposedDateTime: inHours(3), proposedLocation: "Café" })).json();
    const { dateEventId } = (await t.http.answer(b, invite.id, "accepted")).json();
    const bus = memoryBus();
    // Two hours early: nothing yet.
    await sendDueReminders({ db: t.db, bus });
    expect(await reminders(a)).toEqual([]);
    // The job runs "later": 2.5 hours on, the date is 30 minutes away.
    const later = new Date(Date.now() + 2.5 * 3_600_000);
    await sendDueReminders({ db: t.db, bus }, later);
    expect((await reminders(a))[0]?.body).toBe("Your hang with Bea starts within the hour");
    expect((await reminders(b))[0]?.body).toBe("Your hang with Ada starts within the hour");
    // A second run (or a second instance, or a restarted server) sends nothing more.
    await sendDueReminders({ db: t.db, bus }, later);
    expect(await reminders(a)).toHaveLength(1);
    const [row] = await t.db.select().from(dateEvents).where(eq(dateEvents.id, dateEventId));
    expect(row?.reminderSentAt).not.toBeNull();
  });

  it("no reminder for a cancelled date", async () => {
    const { a, b } = await matchedPair(t.app, "Cy Young", "Di Prince");
    const invite = (await t.http.invite(a, b, { proposedDateTime: inHours(0.5) })).json();
    const { dateEventId } = (await t.http.answer(b, invite.id, "accepted")).json();
    await t.http.changeDate(a, dateEventId, "cancelled");
    await sendDueReminders({ db: t.db, bus: memoryBus() });
    expect(await reminders(b)).toEqual([]);
  });
});
