import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rememberTimeZone, TimeZoneProvider, useTimeZone } from "./time-zone";

describe("the zone dates are shown in", () => {
  it("is the browser's own unless a server render names the browser's", () => {
    expect(renderHook(useTimeZone).result.current).toBeUndefined();
    const { result } = renderHook(useTimeZone, {
      wrapper: ({ children }) => <TimeZoneProvider zone="America/Chicago">{children}</TimeZoneProvider>,
    });
    expect(result.current).toBe("America/Chicago");
  });

  it("is told to the server in a cookie, for the next page it paints", () => {
    rememberTimeZone();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie.split("; ")).toContain(`tz=${encodeURIComponent(zone)}`);
  });
});
