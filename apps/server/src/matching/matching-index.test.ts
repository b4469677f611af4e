import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { memoryBus } from "../realtime/bus";
import { ANSWERS_CHANNEL, createMatchingIndex } from "./matching-index";

/**
 * A database stand-in: every query answers no rows, except while `hold` is set, when queries wait for it.
 * Enough for the index's start (nothing to load) and for a change another instance announces.
 */
function heldDatabase() {
  let hold: Promise<void> | undefined;
  let reads = 0;
  const chain: object = new Proxy(() => {}, {
    get: (_target, key) =>
      key === "then"
        ? (resolve: (rows: unknown[]) => void, reject: (error: unknown) => void) => {
            reads += 1;
            (hold ?? Promise.resolve()).then(() => resolve([]), reject);
          }
        : () => chain,
  });
  return {
    db: chain as Db,
    holdUntil(until: Promise<void>) {
      hold = until;
    },
    failWith(error: Error) {
      hold = Promise.reject(error);
      hold.catch(() => {});
    },
    get reads() {
      return reads;
    },
  };
}

describe("the matching index and changes from other instances", () => {
  it("waits on close for a change it is still reading, so it never reads through a pool that has ended", async () => {
    const database = heldDatabase();
    const bus = memoryBus();
    const matching = await createMatchingIndex(database.db, bus);
    let release = () => {};
    database.holdUntil(new Promise<void>((resolve) => (release = resolve)));
    const before = database.reads;
    await bus.publish(ANSWERS_CHANNEL, { type: "person", userId: "someone", origin: "another instance" });
    expect(database.reads).toBe(before + 1);

    let closed = false;
    const closing = matching.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(closed).toBe(true);
  });

  it("logs a change it could not read instead of leaving an unhandled rejection", async () => {
    const database = heldDatabase();
    const bus = memoryBus();
    const lines: string[] = [];
    const matching = await createMatchingIndex(database.db, bus, { log: (line) => lines.push(line) });
    database.failWith(new Error("Cannot use a pool after calling end on the pool"));
    await bus.publish(ANSWERS_CHANNEL, { type: "reload", userId: "someone", origin: "another instance" });
    await matching.close();
    expect(lines.some((line) => line.includes("Cannot use a pool"))).toBe(true);
  });
});
