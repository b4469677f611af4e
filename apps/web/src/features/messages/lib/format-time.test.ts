import { describe, expect, it } from "vitest";
import { listTime } from "./format-time";

describe("listTime", () => {
  const now = new Date(2026, 10, 24, 18, 30);
  it("shows the time for today, the weekday this week, and MM/dd/yyyy before", () => {
    expect(listTime(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toBe("9:05 AM");
    expect(listTime(new Date(2026, 10, 23, 23, 0).toISOString(), now)).toBe("Monday");
    expect(listTime(new Date(2026, 10, 18, 12, 0).toISOString(), now)).toBe("Wednesday");
    expect(listTime(new Date(2026, 10, 17, 12, 0).toISOString(), now)).toBe("11/17/2026");
  });
});

describe("listTime in a given zone (the server painting for a browser elsewhere)", () => {
  it("reads the day and the time in that zone, whatever the zone of the machine", () => {
    const now = new Date("2026-11-25T03:00:00Z"); // 9 PM on the 24th in Nashville
    expect(listTime("2026-11-24T22:15:00Z", now, "America/Chicago")).toBe("4:15 PM");
    // The same line, the same moment: the morning of today in Nashville, yesterday evening in Tokyo.
    expect(listTime("2026-11-24T10:00:00Z", now, "America/Chicago")).toBe("4:00 AM");
    expect(listTime("2026-11-24T10:00:00Z", now, "Asia/Tokyo")).toBe("Tuesday");
    // As the browser names its zone (lib/time-zone.tsx): the offset from UTC.
    expect(listTime("2026-11-24T10:00:00Z", now, "+09:00")).toBe("Tuesday");
    expect(listTime("2026-11-24T10:00:00Z", now, "-06:00")).toBe("4:00 AM");
    expect(listTime("2026-11-24T05:00:00Z", now, "America/Chicago")).toBe("Monday");
  });
});
