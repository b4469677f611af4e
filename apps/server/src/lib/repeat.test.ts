import { describe, expect, it, vi } from "vitest";
import { repeatEvery } from "./repeat";

describe("repeatEvery", () => {
  it("runs now and on every beat, never two at once, and goes on after a failure", async () => {
    vi.useFakeTimers();
    try {
      let release: () => void = () => {};
      const runs: string[] = [];
      const errors: unknown[] = [];
      let calls = 0;
      const stop = repeatEvery(
        1_000,
        () => {
          calls++;
          runs.push(`run ${calls}`);
          if (calls === 1) return new Promise<void>((resolve) => (release = resolve));
          if (calls === 2) return Promise.reject(new Error("boom"));
          return Promise.resolve();
        },
        (error) => errors.push(error),
      );
      expect(runs).toEqual(["run 1"]);
      await vi.advanceTimersByTimeAsync(2_500); // the first run is still going: those beats are skipped
      expect(runs).toEqual(["run 1"]);
      release();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toEqual(["run 1", "run 2"]);
      expect(errors).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toEqual(["run 1", "run 2", "run 3"]);
      stop();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(runs).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
