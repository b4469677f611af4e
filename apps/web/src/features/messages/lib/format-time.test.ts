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
