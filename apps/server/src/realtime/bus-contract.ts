import { expect } from "vitest";
import type { BusEvent, EventBus } from "./bus";

/** What every bus must do; the in-process and Redis suites both run it. */
export async function busContract(makeBus: () => Promise<EventBus>) {
  const a = await makeBus();
  const b = await makeBus();
  const seen: BusEvent[] = [];
  const stop = b.subscribe("user-1", (event) => seen.push(event));
  // Once ready, the very next publish arrives: no sleep, which would hide a subscription still in flight.
  await stop.ready;
  // A second socket of the same person comes and goes; the first keeps listening.
  const second = b.subscribe("user-1", () => {});
  await second.ready;
  second();
  await a.publish("user-1", { type: "message", text: "hi" });
  await a.publish("user-2", { type: "message", text: "not for you" });
  await expect.poll(() => seen.length).toBe(1);
  expect(seen[0]).toEqual({ type: "message", text: "hi" });
  stop();
  await a.publish("user-1", { type: "message", text: "after unsubscribe" });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(seen).toHaveLength(1);
  await a.close();
  await b.close();
}
