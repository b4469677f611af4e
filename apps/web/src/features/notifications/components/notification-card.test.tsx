import { describe, expect, it } from "vitest";
import { notificationActions } from "./notification-card";

describe("notificationActions", () => {
  it("leads a moderator's alert to the queue, and other system notes to one's own profile", () => {
    expect(notificationActions({ type: "moderation", actorId: null })).toEqual([
      { href: "/moderation", label: "Open Moderation" },
    ]);
    expect(notificationActions({ type: "system", actorId: null })).toEqual([
      { href: "/profile/personal", label: "Open your profile" },
    ]);
  });
});
