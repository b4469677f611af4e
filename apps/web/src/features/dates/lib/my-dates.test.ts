import type { DateEvent, Invite } from "@down/common/schemas/dates";
import { describe, expect, it } from "vitest";
import { groupDates, initials } from "./my-dates";

const NOW = Date.parse("2026-06-15T12:00:00Z");
const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(NOW + offsetDays * DAY).toISOString();
const me = "00000000-0000-4000-8000-000000000001";
const person = (n: number, name: string) => ({ id: `22222222-2222-4222-8222-00000000000${n}`, name, photo: null });

function invite(n: number, name: string, createdDaysAgo: number, over: Partial<Invite> = {}): Invite {
  return {
    id: `33333333-3333-4333-8333-00000000000${n}`,
    senderId: me,
    receiverId: person(n, name).id,
    matchId: null,
    dateType: "hang",
    proposedDateTime: null,
    proposedLocation: null,
    message: null,
    status: "pending",
    respondedAt: null,
    createdAt: iso(-createdDaysAgo),
    direction: "sent",
    other: person(n, name),
    dateEventId: null,
    ...over,
  };
}

function date(n: number, name: string, scheduledInDays: number, over: Partial<DateEvent> = {}): DateEvent {
  return {
    id: `44444444-4444-4444-8444-00000000000${n}`,
    inviteId: null,
    userId1: me,
    userId2: person(n, name).id,
    dateType: "romantic",
    scheduledAt: iso(scheduledInDays),
    location: null,
    calendarEntryId: null,
    status: "scheduled",
    createdAt: iso(-40),
    completedAt: null,
    other: person(n, name),
    reviewedByMe: false,
    ...over,
  };
}

const keys = (entries: { key: string }[]) => entries.map((e) => e.key);
const all = { range: "all-time" as const, search: "", now: NOW };

describe("groupDates", () => {
  it("puts pending invites and scheduled dates from now on under Upcoming, the rest under Past, newest first", () => {
    const invites = [
      invite(1, "Ada", 2),
      invite(2, "Bea", 1, { status: "accepted" }),
      invite(3, "Cy", 0, { status: "declined" }),
    ];
    const dates = [
      date(4, "Di", 3),
      date(5, "Ed", 10),
      date(6, "Flo", -1),
      date(7, "Gus", 5, { status: "cancelled" }),
      date(8, "Hal", -20, { status: "completed" }),
    ];
    const { upcoming, past } = groupDates(invites, dates, all);
    expect(keys(upcoming)).toEqual([`date-${dates[1]!.id}`, `date-${dates[0]!.id}`, `invite-${invites[0]!.id}`]);
    // A scheduled date whose time has passed is past; so is a cancelled one even if its time is ahead.
    expect(keys(past)).toEqual([`date-${dates[3]!.id}`, `date-${dates[2]!.id}`, `date-${dates[4]!.id}`]);
  });

  it("filters by the range's age in days (week 7, month 30, year 365); upcoming always stays", () => {
    const dates = [
      date(1, "Ada", -6),
      date(2, "Bea", -8),
      date(3, "Cy", -29),
      date(4, "Di", -31),
      date(5, "Ed", -366),
      date(6, "Flo", 3),
    ];
    const names = (range: "last-week" | "last-month" | "last-year" | "all-time") => {
      const g = groupDates([], dates, { range, search: "", now: NOW });
      return [...g.upcoming, ...g.past].map((e) => e.other.name);
    };
    expect(names("last-week")).toEqual(["Flo", "Ada"]);
    expect(names("last-month")).toEqual(["Flo", "Ada", "Bea", "Cy"]);
    expect(names("last-year")).toEqual(["Flo", "Ada", "Bea", "Cy", "Di"]);
    expect(names("all-time")).toHaveLength(6);
  });

  it("searches the other person's name case-insensitively", () => {
    const g = groupDates([invite(1, "Ada Lovelace", 1)], [date(2, "Bea Smith", 2), date(3, "Adam Jones", -2)], {
      ...all,
      search: "  aDa ",
    });
    expect([...g.upcoming, ...g.past].map((e) => e.other.name)).toEqual(["Ada Lovelace", "Adam Jones"]);
  });
});

describe("initials", () => {
  it("takes first and last initials, or a single name's first two letters", () => {
    expect(initials("Bea Smith")).toBe("BS");
    expect(initials("ada mary lovelace")).toBe("AL");
    expect(initials("Cy")).toBe("CY");
    expect(initials("Ada 493029")).toBe("AD");
    expect(initials(null)).toBe("?");
  });
});
