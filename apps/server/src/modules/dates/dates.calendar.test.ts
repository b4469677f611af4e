import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blocks, dateEvents } from "../../db/schema";
import { signIn } from "../../test/test-app";
import { datesTestApp, inHours, matchedPair } from "./dates.test-helpers";

const t = datesTestApp();

async function scheduledDate() {
  const { a, b } = await matchedPair(t.app);
  const at = inHours(30);
  const invite = (await t.http.invite(a, b, { proposedDateTime: at, proposedLocation: "Centennial Park" })).json();
  const { dateEventId } = (await t.http.answer(b, invite.id, "accepted")).json();
  return { a, b, id: dateEventId as string, at: new Date(at) };
}

const uidOf = (ics: string) => /^UID:(.*)$/m.exec(ics)?.[1]?.trim();
const icsStamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").slice(0, 15);

describe("GET /api/dates/{id}/calendar.ics", () => {
  it("gives either person an .ics with the type, the other's first name, the place and the time", async () => {
    const { a, b, id, at } = await scheduledDate();
    const res = await t.http.call(a, "GET", `/api/dates/${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="down-hang-\d{4}-\d{2}-\d{2}\.ics"$/);
    expect(res.body).toContain("SUMMARY:Hang with Bea");
    expect(res.body).toContain("LOCATION:Centennial Park");
    expect(res.body).toContain(`DTSTART:${icsStamp(at)}`);
    expect(res.body).toContain("STATUS:CONFIRMED");
    const theirs = await t.http.call(b, "GET", `/api/dates/${id}/calendar.ics`);
    expect(theirs.body).toContain("SUMMARY:Hang with Ada");
  });

  it("keeps one UID (the calendarEntryId) across downloads; a cancelled date's file says CANCELLED", async () => {
    const { a, b, id } = await scheduledDate();
    const first = uidOf((await t.http.call(a, "GET", `/api/dates/${id}/calendar.ics`)).body);
    const [row] = await t.db.select().from(dateEvents).where(eq(dateEvents.id, id));
    expect(first).toBeTruthy();
    expect(row?.calendarEntryId).toBe(first);
    expect((await t.http.changeDate(b, id, "cancelled")).statusCode).toBe(200);
    const again = (await t.http.call(a, "GET", `/api/dates/${id}/calendar.ics`)).body;
    expect(uidOf(again)).toBe(first);
    expect(again).toContain("STATUS:CANCELLED");
    expect(again).toContain("SEQUENCE:1");
    expect((await t.http.datesOf(a)).json()[0].calendarEntryId).toBe(first);
  });

  it("only the date's two people: strangers and blocked pairs 404, signed out 401, bad id 400", async () => {
    const { a, b, id } = await scheduledDate();
    const stranger = await signIn(t.app);
    expect((await t.http.call(stranger, "GET", `/api/dates/${id}/calendar.ics`)).statusCode).toBe(404);
    expect((await t.http.call(null, "GET", `/api/dates/${id}/calendar.ics`)).statusCode).toBe(401);
    expect((await t.http.call(a, "GET", "/api/dates/nope/calendar.ics")).statusCode).toBe(400);
    await t.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect((await t.http.call(a, "GET", `/api/dates/${id}/calendar.ics`)).statusCode).toBe(404);
  });
});
