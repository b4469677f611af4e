import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { createOutbox, type OutboxEntry } from "./outbox";

const entry = (clientId: string) => ({
  clientId,
  kind: "message" as const,
  senderId: "a",
  receiverId: "b",
  text: `hello ${clientId}`,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("outbox", () => {
  it("removes an entry once the server accepted it", async () => {
    const outbox = createOutbox(async () => {});
    await outbox.add(entry("1"));
    expect(outbox.entries()).toEqual([]);
  });

  it("keeps a send made offline and sends it once, with the same clientId, when the network is back", async () => {
    let online = false;
    const deliver = vi.fn(async (_e: OutboxEntry) => {
      if (!online) throw new TypeError("Failed to fetch");
    });
    const outbox = createOutbox(deliver);
    await outbox.add(entry("1"));
    expect(outbox.entries()[0]).toMatchObject({ status: "failed", waitingForNetwork: true });
    online = true;
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(outbox.entries()).toEqual([]);
    expect(deliver.mock.calls.map(([e]) => e.clientId)).toEqual(["1", "1"]);
  });

  it("a refusal (403, 429) waits for Retry with the server's words", async () => {
    const deliver = vi
      .fn<(e: OutboxEntry) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(429, "Too Many Requests", JSON.stringify({ error: { code: "RATE", message: "Slow down" } })),
      )
      .mockResolvedValueOnce(undefined);
    const outbox = createOutbox(deliver);
    await outbox.add(entry("1"));
    expect(outbox.entries()[0]).toMatchObject({
      status: "failed",
      waitingForNetwork: false,
      error: "Slow down",
      errorCode: "RATE",
    });
    await outbox.flush();
    expect(deliver).toHaveBeenCalledTimes(1);
    await outbox.retry("1");
    expect(outbox.entries()).toEqual([]);
  });

  it("holds a flagged line for Are you sure?: Send anyway sends it confirmed, Edit takes it back unsent", async () => {
    const flaggedBody = JSON.stringify({
      error: { code: "message_flagged", message: "Are you sure?", flagged: ["dumb b1tch"] },
    });
    const deliver = vi.fn(async (e: OutboxEntry) => {
      if (!e.confirmFlagged) throw new ApiError(422, "Unprocessable Entity", flaggedBody);
    });
    const outbox = createOutbox(deliver);
    await outbox.add(entry("1"));
    await outbox.add(entry("2"));
    expect(outbox.entries()[0]).toMatchObject({
      status: "failed",
      errorCode: "message_flagged",
      flagged: ["dumb b1tch"],
    });
    await outbox.flush();
    // Never sent again on its own: only the person's choice sends it.
    expect(deliver).toHaveBeenCalledTimes(2);
    await outbox.confirm("1");
    expect(deliver.mock.calls.at(-1)?.[0]).toMatchObject({ clientId: "1", confirmFlagged: true });
    outbox.discard("2");
    expect(outbox.entries()).toEqual([]);
    expect(deliver).toHaveBeenCalledTimes(3);
  });

  it("tells subscribers about every change", async () => {
    const outbox = createOutbox(async () => {});
    const listener = vi.fn();
    outbox.subscribe(listener);
    await outbox.add(entry("1"));
    expect(listener).toHaveBeenCalled();
  });
});
