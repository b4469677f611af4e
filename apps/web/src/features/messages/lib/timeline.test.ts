import type { DateEvent, Invite } from "@down/common/schemas/dates";
import type { CustomQuestion, Message } from "@down/common/schemas/messages";
import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "@/lib/realtime/outbox";
import { buildTimeline, dateCards } from "./timeline";

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

describe("dateCards", () => {
  const invite = (over: Partial<Invite>): Invite => ({
    id: "00000000-0000-4000-8000-00000000000a",
    senderId: "a",
    receiverId: "b",
    matchId: null,
    dateType: "hang",
    proposedDateTime: at(30),
    proposedLocation: null,
    message: null,
    status: "pending",
    respondedAt: null,
    createdAt: at(2),
    direction: "sent",
    other: { id: "b", name: "Bea", photo: null },
    dateEventId: null,
    ...over,
  });

  it("puts an invite where it was sent and its answer where it came, among the lines; other people's invites stay out", () => {
    const accepted = invite({
      status: "accepted",
      respondedAt: at(4),
      dateEventId: "00000000-0000-4000-8000-0000000000d1",
    });
    const elsewhere = invite({
      id: "00000000-0000-4000-8000-00000000000b",
      other: { id: "c", name: "Cy", photo: null },
    });
    const date = { id: "00000000-0000-4000-8000-0000000000d1", status: "scheduled", scheduledAt: at(45) } as DateEvent;
    const cards = dateCards([accepted, elsewhere], [date], "b");
    expect(cards.map((c) => c.moment)).toEqual(["sent", "accepted"]);
    expect(cards[0]?.date?.scheduledAt).toBe(at(45));
    const items = buildTimeline(
      { items: [message(1), message(3), message(5)], oldestLoaded: null },
      { items: [], oldestLoaded: null },
      [],
      cards,
    );
    expect(items.map((i) => i.key)).toEqual(["m1", `${accepted.id}-sent`, "m3", `${accepted.id}-accepted`, "m5"]);
  });

  it("a pending invite is one card, with no answer yet", () => {
    expect(dateCards([invite({})], [], "b").map((c) => c.moment)).toEqual(["sent"]);
  });
});
