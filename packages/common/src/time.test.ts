import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./time";

describe("time", () => {
  it("counts a minute, an hour and a UTC day in milliseconds", () => {
    expect(MINUTE_MS).toBe(60 * 1000);
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
    expect(new Date(Date.UTC(2026, 0, 1) + DAY_MS).toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });
});
