import { CHECK_IN_ANSWER_MS, DATE_SHARE_LIFETIME_MS } from "@down/common/schemas/date-share";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SmsSender } from "../../adapters/sms";
import { blocks, dateEvents, dateShareLinks, dateShares, profiles, users } from "../../db/schema";
import { sha256 } from "../../lib/crypto";
import { memoryBus } from "../../realtime/bus";
import { signIn } from "../../test/test-app";
import { runCheckIns } from "./date-shares.service";
import { datesTestApp, inHours, matchedPair } from "./dates.test-helpers";

const t = datesTestApp();
const MATCH_PHONE_DIGITS = /555\D?01\d\d/;

/** Ada and Bea have a date in three hours at Frothy Monkey; Ada's phone and Bea's position are on file. */
async function scheduledDate(hoursAhead = 3) {
  const { a, b } = await matchedPair(t.app, "Ada Lovelace", "Bea Smith");
  await t.db
    .update(profiles)
    .set({
      photos: ["/media/avatars/personas/bea-1.svg", "/uploads/second.webp"],
      latitude: 36.1627,
      longitude: -86.7816,
    })
    .where(eq(profiles.userId, b.id));
  const invite = (
    await t.http.invite(a, b, { proposedDateTime: inHours(hoursAhead), proposedLocation: "Frothy Monkey, 12 South" })
  ).json();
  const { dateEventId } = (await t.http.answer(b, invite.id, "accepted")).json();
  return { a, b, id: dateEventId as string };
}

const share = (as: Parameters<typeof t.http.call>[0], id: string) => t.http.call(as, "POST", `/api/dates/${id}/share`);
const open = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

/** An SMS adapter that keeps what it was asked to send. */
function fakeSms(kind: SmsSender["kind"] = "dev") {
  const sent: Array<{ to: string; text: string }> = [];
  return {
    kind,
    sent,
    async send(to: string, text: string) {
      sent.push({ to, text });
    },
  } satisfies SmsSender & {
    sent: unknown[];
  };
}

describe("POST /api/dates/{id}/share", () => {
  it("gives a link (201) that opens a read-only page signed out, with only the listed facts", async () => {
    const { a, id } = await scheduledDate();
    const res = await share(a, id);
    expect(res.statusCode).toBe(201);
    const { url, expiresAt } = res.json();
    expect(Object.keys(res.json()).sort()).toEqual(["expiresAt", "url"]);
    expect(url).toMatch(/\/shared-date\/[A-Za-z0-9_-]{43}$/);
    const [date] = await t.db.select().from(dateEvents).where(eq(dateEvents.id, id));
    expect(new Date(expiresAt).getTime()).toBe((date?.scheduledAt?.getTime() ?? 0) + DATE_SHARE_LIFETIME_MS);

    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.headers["cache-control"]).toBe("no-store");
    const body = page.body;
    expect(body).toContain("Frothy Monkey, 12 South");
    expect(body).toContain("Bea, 30");
    expect(body).toContain("Ada shared their date with you");
    expect(body).toContain('src="/media/avatars/personas/bea-1.svg"');
    expect(body).toContain('<meta name="robots" content="noindex, nofollow">');
    // Never: last names, phone numbers, coordinates, a second photo, a link anywhere, or a script.
    for (const never of ["Lovelace", "Smith", "36.16", "-86.78", "second.webp", "<a ", "href", "<script", a.id]) {
      expect(body).not.toContain(never);
    }
    expect(body).not.toMatch(MATCH_PHONE_DIGITS);
    expect(body).not.toMatch(/\/(profile|people|u)\//);
  });

  it("stores only the token's hash; a second share adds a link (200) and both open the page", async () => {
    const { a, id } = await scheduledDate();
    const first = (await share(a, id)).json().url as string;
    const again = await share(a, id);
    expect(again.statusCode).toBe(200);
    const token = first.split("/").at(-1) ?? "";
    const stored = await t.db.select().from(dateShareLinks);
    expect(stored.some((l) => l.tokenHash === sha256(token))).toBe(true);
    expect(stored.some((l) => l.tokenHash === token)).toBe(false);
    expect((await open(first)).statusCode).toBe(200);
    expect((await open(again.json().url)).statusCode).toBe(200);
  });

  it("only the date's two people may share (404 for anyone else, 401 signed out); a cancelled date cannot", async () => {
    const { a, b, id } = await scheduledDate();
    const stranger = await signIn(t.app);
    expect((await share(stranger, id)).statusCode).toBe(404);
    expect((await share(null, id)).statusCode).toBe(401);
    expect((await share(b, id)).statusCode).toBe(201);
    await t.http.changeDate(a, id, "cancelled");
    const late = await share(a, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("Only a scheduled date can be shared");
  });
});

describe("the shared page", () => {
  it("is a 404 at once after revoke (DELETE → 204), and after the day past the date", async () => {
    const { a, id } = await scheduledDate();
    const { url } = (await share(a, id)).json();
    expect((await t.http.call(a, "DELETE", `/api/dates/${id}/share`)).statusCode).toBe(204);
    expect((await open(url)).statusCode).toBe(404);
    expect(await t.db.select().from(dateShares).where(eq(dateShares.dateEventId, id))).toEqual([]);

    const next = (await share(a, id)).json().url as string;
    expect((await open(next)).statusCode).toBe(200);
    await t.db
      .update(dateShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dateShares.dateEventId, id));
    expect((await open(next)).statusCode).toBe(404);
  });

  it("is a 404 for an unknown token, when the date is cancelled, and when either blocked the other", async () => {
    const { a, b, id } = await scheduledDate();
    expect((await t.app.inject({ method: "GET", url: `/shared-date/${"A".repeat(43)}` })).statusCode).toBe(404);
    const { url } = (await share(a, id)).json();
    await t.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect((await open(url)).statusCode).toBe(404);
    await t.db.delete(blocks).where(eq(blocks.blockerId, b.id));
    expect((await open(url)).statusCode).toBe(200);
    await t.http.changeDate(b, id, "cancelled");
    expect((await open(url)).statusCode).toBe(404);
  });

  it("escapes what people wrote and leaves out a photo DOWN does not serve", async () => {
    const { a, b, id } = await scheduledDate();
    await t.db.update(dateEvents).set({ location: '<script>alert(1)</script> $& "Bar"' }).where(eq(dateEvents.id, id));
    await t.db
      .update(profiles)
      .set({ name: "<b>Bo</b>", photos: ["https://tracker.example/p.jpg"] })
      .where(eq(profiles.userId, b.id));
    const body = (await open((await share(a, id)).json().url)).body;
    expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &quot;Bar&quot;");
    expect(body).toContain("&lt;b&gt;Bo&lt;/b&gt;, 30");
    expect(body).not.toContain("tracker.example");
  });

  it("is rate-limited per address", async () => {
    const url = `/shared-date/${"B".repeat(43)}`;
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) {
      codes.push((await t.app.inject({ method: "GET", url, remoteAddress: "203.0.113.77" })).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe("check-in", () => {
  it("asks 'Are you OK?' at the time, and texts the contact the link 30 minutes later when unanswered", async () => {
    const { a, id } = await scheduledDate(1);
    const at = new Date(Date.now() + 90 * 60_000);
    const set = await t.http.call(a, "PUT", `/api/dates/${id}/check-in`, {
      contactPhone: "(615) 555-0142",
      at: at.toISOString(),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().checkIn).toMatchObject({ contactPhone: "(615) 555-0142", state: "waiting" });
    const sms = fakeSms();
    const deps = { db: t.db, bus: memoryBus(), sms, origin: "https://down.test" };

    // Before the time: nothing. At the time: the question, once, however often the job runs.
    expect(await runCheckIns(deps, new Date(at.getTime() - 60_000))).toEqual({ asked: 0, alerted: 0 });
    expect((await runCheckIns(deps, at)).asked).toBe(1);
    expect((await runCheckIns(deps, new Date(at.getTime() + 60_000))).asked).toBe(0);
    expect((await t.http.notes(a)).map((n) => n.title)).toContain("Are you OK?");
    expect((await t.http.call(a, "GET", `/api/dates/${id}/share`)).json().checkIn.state).toBe("asked");

    // 29 minutes on: still nothing sent. 30 minutes on: one message to the contact with a working link.
    await runCheckIns(deps, new Date(at.getTime() + CHECK_IN_ANSWER_MS - 60_000));
    expect(sms.sent).toEqual([]);
    expect((await runCheckIns(deps, new Date(at.getTime() + CHECK_IN_ANSWER_MS))).alerted).toBe(1);
    expect((await runCheckIns(deps, new Date(at.getTime() + CHECK_IN_ANSWER_MS + 60_000))).alerted).toBe(0);
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]?.to).toBe("+16155550142");
    const link = /https:\/\/down\.test(\/shared-date\/\S+)/.exec(sms.sent[0]?.text ?? "")?.[1] ?? "";
    expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(200);
    const status = (await t.http.call(a, "GET", `/api/dates/${id}/share`)).json();
    expect(status.checkIn).toMatchObject({ state: "alerted", devMessage: sms.sent[0]?.text });
    expect((await t.http.notes(a)).map((n) => n.title)).toContain("We texted your trusted contact");
    // Too late for "I'm OK": the message is out.
    expect((await t.http.call(a, "POST", `/api/dates/${id}/check-in/ok`)).statusCode).toBe(409);
    // And one message per date: the check-in cannot be set again to text the contact (or anyone) twice.
    const again = await t.http.call(a, "PUT", `/api/dates/${id}/check-in`, {
      contactPhone: "6155550149",
      at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('"I\'m OK" stops the message', async () => {
    const { a, id } = await scheduledDate(1);
    const at = new Date(Date.now() + 60 * 60_000);
    await t.http.call(a, "PUT", `/api/dates/${id}/check-in`, { contactPhone: "6155550143", at: at.toISOString() });
    const sms = fakeSms("twilio");
    const deps = { db: t.db, bus: memoryBus(), sms, origin: "https://down.test" };
    await runCheckIns(deps, at);
    const ok = await t.http.call(a, "POST", `/api/dates/${id}/check-in/ok`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checkIn.state).toBe("ok");
    await runCheckIns(deps, new Date(at.getTime() + 2 * CHECK_IN_ANSWER_MS));
    expect(sms.sent).toEqual([]);
  });

  it("two instances running the job at once ask once and text once (SKIP LOCKED claims)", async () => {
    const { a, id } = await scheduledDate(1);
    const at = new Date(Date.now() + 60 * 60_000);
    await t.http.call(a, "PUT", `/api/dates/${id}/check-in`, { contactPhone: "6155550147", at: at.toISOString() });
    const sms = fakeSms();
    const deps = { db: t.db, bus: memoryBus(), sms, origin: "https://down.test" };
    const asked = await Promise.all([runCheckIns(deps, at), runCheckIns(deps, at)]);
    expect(asked.map((r) => r.asked).sort()).toEqual([0, 1]);
    const later = new Date(at.getTime() + CHECK_IN_ANSWER_MS);
    await Promise.all([runCheckIns(deps, later), runCheckIns(deps, later), runCheckIns(deps, later)]);
    expect(sms.sent.filter((m) => m.to === "+16155550147")).toHaveLength(1);
    expect((await t.http.notes(a)).filter((n) => n.title === "Are you OK?")).toHaveLength(1);
  });

  it("a failed send is tried again on the next run, and holds up no one else's message", async () => {
    const one = await scheduledDate(1);
    const two = await scheduledDate(1);
    const at = new Date(Date.now() + 60 * 60_000);
    for (const { a, id } of [one, two]) {
      await t.http.call(a, "PUT", `/api/dates/${id}/check-in`, { contactPhone: "6155550144", at: at.toISOString() });
    }
    const sent: string[] = [];
    let failures = 1;
    const flaky: SmsSender = {
      kind: "twilio",
      async send(_to, text) {
        if (failures-- > 0) throw new Error("provider down");
        sent.push(text);
      },
    };
    const errors: unknown[] = [];
    const deps = {
      db: t.db,
      bus: memoryBus(),
      sms: flaky,
      origin: "https://down.test",
      onSendError: (e: unknown) => errors.push(e),
    };
    await runCheckIns(deps, at);
    const later = new Date(at.getTime() + CHECK_IN_ANSWER_MS);
    expect((await runCheckIns(deps, later)).alerted).toBeGreaterThanOrEqual(1);
    expect(errors).toHaveLength(1);
    await runCheckIns(deps, new Date(later.getTime() + 60_000));
    const alerted = await t.db.select().from(dateShares).where(eq(dateShares.contactPhone, "+16155550144"));
    expect(alerted.filter((s) => s.alertedAt !== null).length).toBeGreaterThanOrEqual(2);
  });

  it("the contact's number goes with the date: after it, on revoke, on DELETE check-in, and with the account", async () => {
    const { a, id } = await scheduledDate(1);
    const put = (phone: string) =>
      t.http.call(a, "PUT", `/api/dates/${id}/check-in`, { contactPhone: phone, at: inHours(1.5) });
    const phoneOnFile = async () =>
      (await t.db.select().from(dateShares).where(eq(dateShares.dateEventId, id)))[0]?.contactPhone ?? null;

    await put("6155550145");
    expect(await phoneOnFile()).toBe("+16155550145");
    expect((await t.http.call(a, "DELETE", `/api/dates/${id}/check-in`)).statusCode).toBe(204);
    expect(await phoneOnFile()).toBeNull();

    await put("6155550145");
    await t.http.call(a, "DELETE", `/api/dates/${id}/share`);
    expect(await phoneOnFile()).toBeNull();

    await put("6155550145");
    const [date] = await t.db.select().from(dateEvents).where(eq(dateEvents.id, id));
    const dayAfter = new Date((date?.scheduledAt?.getTime() ?? 0) + DATE_SHARE_LIFETIME_MS);
    await runCheckIns({ db: t.db, bus: memoryBus(), sms: fakeSms(), origin: "https://down.test" }, dayAfter);
    expect(await t.db.select().from(dateShares).where(eq(dateShares.dateEventId, id))).toEqual([]);

    await put("6155550145");
    await t.db.delete(users).where(eq(users.id, a.id));
    expect(await t.db.select().from(dateShares).where(eq(dateShares.dateEventId, id))).toEqual([]);
  });

  it("refuses a number that is not a phone number, a time past the share's end, and strangers", async () => {
    const { a, id } = await scheduledDate(1);
    const bad = await t.http.call(a, "PUT", `/api/dates/${id}/check-in`, { contactPhone: "12", at: inHours(1.5) });
    expect(bad.statusCode).toBe(400);
    const late = await t.http.call(a, "PUT", `/api/dates/${id}/check-in`, {
      contactPhone: "6155550146",
      at: inHours(30),
    });
    expect(late.statusCode).toBe(400);
    const stranger = await signIn(t.app);
    const theirs = await t.http.call(stranger, "PUT", `/api/dates/${id}/check-in`, {
      contactPhone: "6155550146",
      at: inHours(1.5),
    });
    expect(theirs.statusCode).toBe(404);
    expect(await t.db.select().from(dateShares).where(eq(dateShares.dateEventId, id))).toEqual([]);
  });
});
