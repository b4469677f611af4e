import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blocks, dateEvents, profiles } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/test-app";
import { datesTestApp, inHours, matchedPair } from "./dates.test-helpers";

const t = datesTestApp();

async function scheduledDate(hoursAhead = 24) {
  const { a, b } = await matchedPair(t.app);
  const invite = (
    await t.http.invite(a, b, { proposedDateTime: inHours(hoursAhead), proposedLocation: "The Nations" })
  ).json();
  const { dateEventId } = (await t.http.answer(b, invite.id, "accepted")).json();
  return { a, b, id: dateEventId as string };
}

const moveIntoPast = (id: string) =>
  t.db
    .update(dateEvents)
    .set({ scheduledAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(dateEvents.id, id));
const dateCountOf = async (who: SignedIn) =>
  (await t.db.select({ n: profiles.dateCount }).from(profiles).where(eq(profiles.userId, who.id)))[0]?.n;

describe("GET /api/dates/{userId}", () => {
  it("only one's own list (403 otherwise, 401 signed out)", async () => {
    const { a, b } = await scheduledDate();
    expect((await t.http.call(a, "GET", `/api/dates/${b.id}`)).statusCode).toBe(403);
    expect((await t.http.call(null, "GET", `/api/dates/${a.id}`)).statusCode).toBe(401);
    expect((await t.http.datesOf(a)).json()[0].other).toEqual({ id: b.id, name: "Bea Smith", photo: null });
  });

  it("a block hides the date from both", async () => {
    const { a, b, id } = await scheduledDate();
    await t.db.insert(blocks).values({ blockerId: a.id, blockedId: b.id });
    expect((await t.http.datesOf(b)).json()).toEqual([]);
    expect((await t.http.changeDate(b, id, "cancelled")).statusCode).toBe(404);
  });
});

describe("PATCH /api/dates/{id}", () => {
  it("either person cancels a scheduled date; the other is told; then it is final (409)", async () => {
    const { a, b, id } = await scheduledDate();
    const res = await t.http.changeDate(b, id, "cancelled");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", completedAt: null });
    expect((await t.http.notes(a))[0]).toMatchObject({ type: "date", body: "Bea cancelled your hang" });
    const again = await t.http.changeDate(a, id, "completed");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This date was cancelled");
  });

  it("completed only once its time has passed; completing counts a date for both", async () => {
    const { a, b, id } = await scheduledDate();
    const early = await t.http.changeDate(a, id, "completed");
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("A date can be marked completed once its time has passed");
    await moveIntoPast(id);
    const done = await t.http.changeDate(a, id, "completed");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: "completed", completedAt: expect.any(String) });
    expect(await dateCountOf(a)).toBe(1);
    expect(await dateCountOf(b)).toBe(1);
    expect((await t.http.changeDate(b, id, "cancelled")).json().error.message).toBe("This date is already completed");
  });

  it("strangers get 404, bad input 400", async () => {
    const { a, id } = await scheduledDate();
    const stranger = await signIn(t.app);
    expect((await t.http.changeDate(stranger, id, "cancelled")).statusCode).toBe(404);
    expect((await t.http.changeDate(a, id, "scheduled")).statusCode).toBe(400);
    expect((await t.http.call(a, "PATCH", "/api/dates/xyz", { status: "cancelled" })).statusCode).toBe(400);
    expect((await t.http.call(null, "PATCH", `/api/dates/${id}`, { status: "cancelled" })).statusCode).toBe(401);
  });
});
