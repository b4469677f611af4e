import { describe, it } from "vitest";
import { memoryBus } from "./bus";
import { busContract } from "./bus-contract";

describe("event bus", () => {
  it("delivers a user's events to that user's listeners only (in process)", async () => {
    const shared = memoryBus();
    await busContract(async () => shared);
  });
});
