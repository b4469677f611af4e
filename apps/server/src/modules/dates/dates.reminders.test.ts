import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { dateEvents } from "../../db/schema";
import { memoryBus } from "../../realtime/bus";
import { createTestApp, testDb } from "../../test/test-app";
import { sendDueReminders } from "./dates.reminders";
import { api, inHours, matchedPair } from "./dates.test-helpers";

let app: FastifyInstance;
let db: Db;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  app = await createTestApp();
  db = testDb(app);
  http = api(app);
});
afterAll(() => app.close());

const reminders = async (who: Parameters<typeof http.notes>[0]) =>
  (await http.notes(who)).filter((n) => n.title === "Your date is coming up");

describe("date reminders", () => {
  it("remind both people once, within the hour before, and again after a restart never", async () => {
    const { a, b } = await matchedPair(app);
    const invite = (await http.invite(a, b, { proposedDateTime: inHours(3), proposedLocation: "Café" })).json();
    const { dateEventId } = (await http.answer(b, invite.id, "accepted")).json();
    const bus = memoryBus();
    // Two hours early: nothing yet.
    await sendDueReminders({ db, bus });
    expect(await reminders(a)).toEqual([]);
    // The job runs "later": 2.5 hours on, the date is 30 minutes away.
    const later = new Date(Date.now() + 2.5 * 3_600_000);
    await sendDueReminders({ db, bus }, later);
    expect((await reminders(a))[0]?.body).toBe("Your hang with Bea starts within the hour");
    expect((await reminders(b))[0]?.body).toBe("Your hang with Ada starts within the hour");
    // A second run (or a second instance, or a restarted server) sends nothing more.
    await sendDueReminders({ db, bus }, later);
    expect(await reminders(a)).toHaveLength(1);
    const [row] = await db.select().from(dateEvents).where(eq(dateEvents.id, dateEventId));
    expect(row?.reminderSentAt).not.toBeNull();
  });

  it("no reminder for a cancelled date", async () => {
    const { a, b } = await matchedPair(app, "Cy Young", "Di Prince");
    const invite = (await http.invite(a, b, { proposedDateTime: inHours(0.5) })).json();
    const { dateEventId } = (await http.answer(b, invite.id, "accepted")).json();
    await http.changeDate(a, dateEventId, "cancelled");
    await sendDueReminders({ db, bus: memoryBus() });
    expect(await reminders(b)).toEqual([]);
  });
});
