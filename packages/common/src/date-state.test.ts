import { describe, expect, it } from "vitest";
import { canReview, dateActions, dateTransition, inviteActions, inviteTransition } from "./date-state";
import { DATE_STATUSES, INVITE_STATUSES } from "./schemas/dates";

const sender = "s";
const receiver = "r";
const invite = (status: (typeof INVITE_STATUSES)[number]) => ({ status, senderId: sender, receiverId: receiver });

describe("invite state machine", () => {
  it("a pending invite is accepted or declined by the receiver", () => {
    expect(inviteTransition(invite("pending"), receiver, "accepted")).toEqual({ ok: true });
    expect(inviteTransition(invite("pending"), receiver, "declined")).toEqual({ ok: true });
  });

  it("a pending invite is cancelled by the sender", () => {
    expect(inviteTransition(invite("pending"), sender, "cancelled")).toEqual({ ok: true });
  });

  it("the sender cannot accept or decline, the receiver cannot cancel (403)", () => {
    expect(inviteTransition(invite("pending"), sender, "accepted")).toMatchObject({ ok: false, status: 403 });
    expect(inviteTransition(invite("pending"), sender, "declined")).toMatchObject({ ok: false, status: 403 });
    expect(inviteTransition(invite("pending"), receiver, "cancelled")).toMatchObject({
      ok: false,
      status: 403,
      message: "Only the person who sent an invite can cancel it",
    });
  });

  it("every transition out of a finished invite is a 409 naming its state", () => {
    for (const from of INVITE_STATUSES.filter((s) => s !== "pending")) {
      for (const to of ["accepted", "declined", "cancelled"] as const) {
        for (const actor of [sender, receiver]) {
          const verdict = inviteTransition(invite(from), actor, to);
          expect(verdict).toMatchObject({ ok: false, status: 409 });
          if (!verdict.ok) expect(verdict.message).toMatch(/accepted|declined|cancelled/);
        }
      }
    }
  });

  it("lists the actions each person has", () => {
    expect(inviteActions(invite("pending"), receiver)).toEqual(["accepted", "declined"]);
    expect(inviteActions(invite("pending"), sender)).toEqual(["cancelled"]);
    expect(inviteActions(invite("accepted"), receiver)).toEqual([]);
  });
});

describe("date state machine", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const past = new Date("2026-06-01T11:00:00Z");
  const future = new Date("2026-06-01T13:00:00Z");

  it("a scheduled date can be cancelled before or after its time", () => {
    expect(dateTransition({ status: "scheduled", scheduledAt: future }, "cancelled", now)).toEqual({ ok: true });
    expect(dateTransition({ status: "scheduled", scheduledAt: past }, "cancelled", now)).toEqual({ ok: true });
  });

  it("a scheduled date is completed only once its time has passed", () => {
    expect(dateTransition({ status: "scheduled", scheduledAt: past }, "completed", now)).toEqual({ ok: true });
    expect(dateTransition({ status: "scheduled", scheduledAt: now }, "completed", now)).toEqual({ ok: true });
    expect(dateTransition({ status: "scheduled", scheduledAt: future }, "completed", now)).toEqual({
      ok: false,
      status: 409,
      message: "A date can be marked completed once its time has passed",
    });
    expect(dateTransition({ status: "scheduled", scheduledAt: null }, "completed", now)).toMatchObject({
      status: 409,
    });
  });

  it("completed and cancelled dates are final (409)", () => {
    for (const from of DATE_STATUSES.filter((s) => s !== "scheduled")) {
      for (const to of ["completed", "cancelled"] as const) {
        expect(dateTransition({ status: from, scheduledAt: past }, to, now)).toMatchObject({ ok: false, status: 409 });
      }
    }
  });

  it("lists the actions on a date", () => {
    expect(dateActions({ status: "scheduled", scheduledAt: past }, now)).toEqual(["completed", "cancelled"]);
    expect(dateActions({ status: "scheduled", scheduledAt: future }, now)).toEqual(["cancelled"]);
    expect(dateActions({ status: "completed", scheduledAt: past }, now)).toEqual([]);
  });

  it("a review needs a completed date not yet reviewed by the person", () => {
    expect(canReview({ status: "completed" }, false)).toEqual({ ok: true });
    expect(canReview({ status: "completed" }, true)).toMatchObject({ status: 409 });
    expect(canReview({ status: "scheduled" }, false)).toMatchObject({ status: 409 });
    expect(canReview({ status: "cancelled" }, false)).toMatchObject({ status: 409 });
  });
});
