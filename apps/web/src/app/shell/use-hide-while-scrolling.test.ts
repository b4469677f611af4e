import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHideWhileScrolling } from "./use-hide-while-scrolling";

afterEach(() => {
  vi.useRealTimers();
});

describe("useHideWhileScrolling", () => {
  it("hides while scrolling and shows again 600 ms after the last scroll", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useHideWhileScrolling());
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });
});
