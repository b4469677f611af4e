import { describe, expect, it } from "vitest";
import type { BusEvent } from "../../realtime/bus";
import { pushableFor } from "./push.service";

const me = "7d8f3f2e-6a51-4c1e-9a0b-3f1d2c4b5a60";
const ana = "1c2b3a4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d";

describe("which events become a push", () => {
  it("pushes a message once, from its own event, with the sender's words", () => {
    const message = {
      type: "message",
      message: { senderId: ana, receiverId: me, content: "Hi there", senderName: "Ana" },
    } as unknown as BusEvent;
    expect(pushableFor(me, message)).toEqual({
      payload: { title: "New message from Ana", body: "Hi there", url: `/messages/${ana}`, tag: `/messages/${ana}` },
      onlyWhenAway: true,
    });
    // The day's bundled 'message' notification is announced too; it must not push the same message again.
    const bundle = {
      type: "notification",
      notification: { type: "message", title: "Ana sent you a message", actorId: ana },
    } as unknown as BusEvent;
    expect(pushableFor(me, bundle)).toBeNull();
  });

  it("never pushes someone their own message", () => {
    const mine = {
      type: "message",
      message: { senderId: me, receiverId: ana, content: "Hi", senderName: "Me" },
    } as unknown as BusEvent;
    expect(pushableFor(me, mine)).toBeNull();
  });
});
