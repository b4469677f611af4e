import type { CustomQuestion, Message } from "@down/common/schemas/messages";
import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "@/lib/realtime/outbox";
import { buildTimeline } from "./timeline";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const message = (minute: number, clientId: string | null = null): Message => ({
  id: `m${minute}`,
  senderId: "a",
  receiverId: "b",
  content: `m${minute}`,
  read: false,
  clientId,
  createdAt: at(minute),
});
const question = (minute: number): CustomQuestion => ({
  id: `q${minute}`,
  senderId: "a",
  receiverId: "b",
  questionText: `q${minute}`,
  senderResponse: null,
  receiverResponse: null,
  category: "Custom",
  createdAt: at(minute),
});
const pending = (clientId: string): OutboxEntry => ({
  clientId,
  kind: "message",
  senderId: "a",
  receiverId: "b",
  text: clientId,
  createdAt: at(0),
  status: "failed",
  waitingForNetwork: true,
  error: null,
  errorCode: null,
});

describe("buildTimeline", () => {
  it("merges messages and questions by time, with lines on their way last", () => {
    const items = buildTimeline(
      { items: [message(1), message(5)], oldestLoaded: null },
      { items: [question(3)], oldestLoaded: null },
      [pending("p1")],
    );
    expect(items.map((i) => i.key)).toEqual(["m1", "q3", "m5", "p1"]);
  });

  it("hides what is older than the edge of a list that still has older pages", () => {
    const items = buildTimeline(
      { items: [message(10), message(11)], oldestLoaded: at(10) },
      { items: [question(2), question(12)], oldestLoaded: null },
      [],
    );
    expect(items.map((i) => i.key)).toEqual(["m10", "m11", "q12"]);
  });

  it("does not show a sent line twice once the server's copy is in", () => {
    const items = buildTimeline({ items: [message(1, "c1")], oldestLoaded: null }, { items: [], oldestLoaded: null }, [
      pending("c1"),
    ]);
    expect(items.map((i) => i.kind)).toEqual(["message"]);
  });
});
