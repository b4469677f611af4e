import type { Review } from "@down/common/schemas/dates";
import type { Conversation } from "@down/common/schemas/messages";
import type { ProfileCard as ProfileCardData } from "@down/common/schemas/search";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProfileCard } from "@/components/profile-card/profile-card";
import { RecentlyViewedCard } from "@/features/discover/components/recently-viewed-card";
import { ConversationRow } from "@/features/messages/components/conversation-row";
import { MessageBubble } from "@/features/messages/components/message-bubble";
import { ProfileSummaryCard } from "@/features/profile/components/profile-summary-card";
import { ReviewItem } from "@/features/profile/components/reviews/review-item";
import { ownProfile } from "@/test/own-profile.fixture";
import { mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";

/**
 * A right-to-left name ("Zoë 🌹 زينب") must read as the name, then ", 29": left to the page's direction, the
 * Arabic word pulled ", 29" in front of it ("Zoë 🌹 29 ,زينب"). Every place that shows what a person typed
 * isolates it in a <bdi> or an element with dir="auto".
 */
const NAME = "Zoë 🌹 زينب";
const isolated = (element: HTMLElement) =>
  element.closest("bdi, [dir='auto']") !== null || element.querySelector("bdi, [dir='auto']") !== null;

const person: ProfileCardData = {
  id: "22222222-2222-4222-8222-222222222222",
  name: NAME,
  age: 29,
  location: "دبي",
  tagline: "أحب القهوة",
  photos: [],
  rating: 0,
  reviewCount: 0,
  dateCount: 0,
  status: "New",
  matchedOn: [],
  downScore: 72,
  distance: 3,
  photo: null,
  requested: false,
};

beforeEach(() => {
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe("user-entered names and text keep their own direction", () => {
  it("on a profile card: the name, then ', 29'", () => {
    renderScreen(<ProfileCard profile={person} showDownScore />, "/results");
    const name = screen.getByText(NAME);
    expect(name.tagName).toBe("BDI");
    expect(name.nextSibling).toHaveTextContent(/^, 29$/);
    expect(isolated(screen.getByText("دبي"))).toBe(true);
    expect(isolated(screen.getByText("أحب القهوة"))).toBe(true);
  });

  it("on a recently viewed card", () => {
    renderScreen(<RecentlyViewedCard profile={person} />, "/recently-viewed");
    expect(screen.getByText(NAME).tagName).toBe("BDI");
  });

  it("in the conversation list and a message", () => {
    const conversation: Conversation = {
      otherId: person.id,
      name: NAME,
      photo: null,
      matchedAt: null,
      last: { kind: "message", text: "مرحبا", senderId: person.id, createdAt: new Date().toISOString() },
      unread: 0,
      activityAt: new Date().toISOString(),
    };
    renderScreen(
      <>
        <ConversationRow conversation={conversation} me={TEST_USER.id} />
        <MessageBubble mine={false}>مرحبا 29!</MessageBubble>
      </>,
      "/messages",
    );
    expect(isolated(screen.getByText(NAME))).toBe(true);
    expect(isolated(screen.getByText("مرحبا"))).toBe(true);
    expect(isolated(screen.getByText("مرحبا 29!"))).toBe(true);
  });

  it("in a review", () => {
    const review: Review = {
      id: "33333333-3333-4333-8333-333333333333",
      dateEventId: "44444444-4444-4444-8444-444444444444",
      reviewerFirstName: "زينب",
      reviewerPhoto: null,
      ratingOverall: 5,
      chemistryScore: null,
      punctualityScore: null,
      comment: "كان رائعا",
      activitiesCompleted: [],
      createdAt: new Date().toISOString(),
      helpfulCount: 0,
      helpfulByMe: false,
      byMe: false,
    };
    renderScreen(<ReviewItem review={review} />, "/reviews");
    expect(isolated(screen.getByText("زينب"))).toBe(true);
    expect(isolated(screen.getByText("كان رائعا"))).toBe(true);
  });

  it("on one's own summary in Edit Profile", () => {
    renderScreen(<ProfileSummaryCard profile={{ ...ownProfile(), name: NAME, age: 29 }} downPercent={null} />, "/");
    const name = screen.getByText(NAME);
    expect(name.tagName).toBe("BDI");
    expect(name.nextSibling).toHaveTextContent(/^, 29$/);
  });
});
