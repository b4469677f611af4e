import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { rememberTimeZone, utcOffset } from "./remember-time-zone";
import { TimeZoneProvider, useTimeZone } from "./time-zone";

describe("the zone dates are shown in", () => {
  it("is the browser's own unless a server render names the browser's", () => {
    expect(renderHook(useTimeZone).result.current).toBeUndefined();
    const { result } = renderHook(useTimeZone, {
      wrapper: ({ children }) => <TimeZoneProvider zone="America/Chicago">{children}</TimeZoneProvider>,
    });
    expect(result.current).toBe("America/Chicago");
  });

  it("is told to the server in a cookie, as the offset from UTC, for the next page it paints", () => {
    rememberTimeZone();
    expect(document.cookie.split("; ")).toContain(`tz=${encodeURIComponent(utcOffset())}`);
  });

  it("writes offsets as date-fns reads them", () => {
    const at = new Date();
    const offset = (minutesWest: number) => {
      vi.spyOn(at, "getTimezoneOffset").mockReturnValue(minutesWest);
      return utcOffset(at);
    };
    expect(offset(-540)).toBe("+09:00");
    expect(offset(360)).toBe("-06:00");
    expect(offset(-330)).toBe("+05:30");
    expect(offset(0)).toBe("+00:00");
  });
});
