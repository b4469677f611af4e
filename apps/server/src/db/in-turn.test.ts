import { describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error";
import { busyKeys, inTurn, MAX_WAITING_PER_KEY, TOO_MANY_AT_ONCE } from "./in-turn";

/** A promise the test settles by hand, to hold a turn as long as it likes. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("inTurn", () => {
  it("runs one key's calls one at a time, in arrival order, and other keys' alongside", async () => {
    const order: string[] = [];
    const first = gate();
    const a1 = inTurn("k:a", async () => {
      order.push("a1 start");
      await first.opened;
      order.push("a1 end");
    });
    const a2 = inTurn("k:a", async () => {
      order.push("a2");
    });
    const b = inTurn("k:b", async () => {
      order.push("b");
    });
    await b;
    // b did not wait for a1; a2 did.
    expect(order).toEqual(["a1 start", "b"]);
    first.open();
    await Promise.all([a1, a2]);
    expect(order).toEqual(["a1 start", "b", "a1 end", "a2"]);
  });

  it(`refuses at once, with 429, a call past ${MAX_WAITING_PER_KEY} waiting; the rest still run`, async () => {
    const held = gate();
    const running = inTurn("k:flood", () => held.opened);
    const waiting = Array.from({ length: MAX_WAITING_PER_KEY }, (_, i) => inTurn("k:flood", async () => i));
    const refused = await inTurn("k:flood", async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, code: "rate_limited", message: TOO_MANY_AT_ONCE });
    // Another person's key is not affected.
    expect(await inTurn("k:someone-else", async () => "ok")).toBe("ok");
    held.open();
    await running;
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: MAX_WAITING_PER_KEY }, (_, i) => i));
  });

  it("passes a failure to its caller and gives the turn on; idle keys leave the map", async () => {
    const failed = inTurn("k:fails", async () => {
      throw new Error("boom");
    });
    const next = inTurn("k:fails", async () => "next");
    await expect(failed).rejects.toThrow("boom");
    expect(await next).toBe("next");
    expect(busyKeys()).toBe(0);
  });
});
