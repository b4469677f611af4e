import type { DateRange } from "@down/common/date-range";
import type { DateEvent, DateType, Invite, PersonSummary } from "@down/common/schemas/dates";
import { DAY_MS } from "@down/common/time";

/** One card on My Dates: a pending invite or a date event. */
export type DateEntry =
  | { kind: "invite"; key: string; other: PersonSummary; dateType: DateType; sortAt: number; invite: Invite }
  | { kind: "date"; key: string; other: PersonSummary; dateType: DateType; sortAt: number; date: DateEvent };

export interface GroupedDates {
  upcoming: DateEntry[];
  past: DateEntry[];
}

/** docs/product.md#constants: the range filter by age in days. */
const MAX_AGE_DAYS: Record<DateRange, number | null> = {
  "all-time": null,
  "last-week": 7,
  "last-month": 30,
  "last-year": 365,
};

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : null);

function entriesOf(invites: Invite[], dates: DateEvent[]): DateEntry[] {
  const shown: DateEntry[] = [];
  // docs/product.md#my-dates: only pending invites are displayed; an accepted one lives on as its date.
  for (const invite of invites) {
    if (invite.status !== "pending") continue;
    const sortAt = time(invite.createdAt) ?? 0;
    shown.push({
      kind: "invite",
      key: `invite-${invite.id}`,
      other: invite.other,
      dateType: invite.dateType,
      sortAt,
      invite,
    });
  }
  for (const date of dates) {
    const sortAt = time(date.scheduledAt) ?? time(date.createdAt) ?? 0;
    shown.push({ kind: "date", key: `date-${date.id}`, other: date.other, dateType: date.dateType, sortAt, date });
  }
  return shown;
}

/** Upcoming & Pending: every pending invite, and scheduled dates now or later (docs/product.md#my-dates). */
export function isUpcoming(entry: DateEntry, now: number): boolean {
  if (entry.kind === "invite") return true;
  const at = time(entry.date.scheduledAt);
  return entry.date.status === "scheduled" && at !== null && at >= now;
}

function inRange(entry: DateEntry, range: DateRange, now: number): boolean {
  const days = MAX_AGE_DAYS[range];
  // Upcoming things have a negative age and are always within any range.
  return days === null || (now - entry.sortAt) / DAY_MS <= days;
}

/** The counterpart's name matched case-insensitively anywhere in it. */
function matchesSearch(entry: DateEntry, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === "" || (entry.other.name ?? "").toLocaleLowerCase().includes(needle);
}

/** My Dates' two sections, each newest first, after the range and the name search. */
export function groupDates(
  invites: Invite[],
  dates: DateEvent[],
  { range, search, now }: { range: DateRange; search: string; now: number },
): GroupedDates {
  const shown = entriesOf(invites, dates)
    .filter((entry) => inRange(entry, range, now) && matchesSearch(entry, search))
    .sort((a, b) => b.sortAt - a.sortAt);
  return {
    upcoming: shown.filter((entry) => isUpcoming(entry, now)),
    past: shown.filter((entry) => !isUpcoming(entry, now)),
  };
}

/** Two letters for an avatar without a photo: the first and last name's initials, or a name's first two. */
export function initials(name: string | null): string {
  // Words that start with a letter: "Ada 493029" reads AD, not A4.
  const words = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return "?";
  const letters = words.length === 1 ? words[0]!.slice(0, 2) : `${words[0]![0]}${words.at(-1)![0]}`;
  return letters.toLocaleUpperCase();
}
