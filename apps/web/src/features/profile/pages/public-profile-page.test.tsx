import type { PublicProfile } from "@down/common/schemas/public-profile";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { MatchMomentHost } from "@/components/match-moment/match-moment-host";
import { matchMoments } from "@/lib/match-moment/match-moment-store";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { OwnPublicProfilePage } from "./own-public-profile-page";
import { PublicProfilePage } from "./public-profile-page";

const bea = "22222222-2222-4222-8222-222222222222";
const noDetails = {
  height: null,
  occupation: null,
  education: null,
  lookingFor: null,
  gender: null,
  pronouns: null,
  bodyType: null,
  ethnicity: null,
  smoking: null,
  drinking: null,
  hasKids: null,
  wantsKids: null,
  religion: null,
  politicalViews: null,
  zodiacSign: null,
};
const profile = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  id: bea,
  name: "Bea",
  age: 31,
  city: "Franklin",
  bio: "Trail runner. Coffee snob.",
  photos: ["/media/avatars/a/1.svg", "/media/avatars/a/2.svg"],
  verified: true,
  rating: 4.6,
  reviewCount: 3,
  dateCount: 2,
  details: { ...noDetails, occupation: "Nurse", hasKids: false },
  interests: ["Hiking"],
  languages: ["English"],
  downScore: 82,
  matchedOn: [
    {
      response: "D",
      label: "Both done this",
      items: [{ questionId: "travel-x", question: "Visiting Japan", response: "D", category: "travel" }],
    },
  ],
  relation: { self: false, matched: false, requested: false, requestedYou: false, favorite: false },
  ...overrides,
});
const matchedRelation = { self: false, matched: true, requested: false, requestedYou: false, favorite: false };

const renderProfile = (id = bea) =>
  renderScreen(<Route path="/profile/:id" component={PublicProfilePage} />, `/profile/${id}`);

describe("PublicProfilePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the person, leaves empty details out, records the view and offers a match request", async () => {
    const fetchMock = mockApi({
      [`GET /api/public-profiles/${bea}`]: () => json(profile()),
      "POST /api/profile-views": () => json({ ok: true }),
      "POST /api/match-requests": () => json({ mutual: false, status: "pending" }),
      [`GET /api/reviews/about/${bea}`]: () =>
        json({
          summary: { average: 4.6, count: 3, histogram: [0, 0, 0, 1, 2] },
          items: [
            {
              id: "55555555-5555-4555-8555-000000000001",
              dateEventId: "44444444-4444-4444-8444-000000000001",
              reviewerFirstName: "Ada",
              reviewerPhoto: null,
              ratingOverall: 5,
              chemistryScore: null,
              punctualityScore: null,
              comment: "Lovely hike",
              activitiesCompleted: [],
              createdAt: "2026-03-04T18:00:00.000Z",
              helpfulCount: 1,
              helpfulByMe: false,
              byMe: false,
            },
          ],
          nextCursor: null,
        }),
    });
    renderProfile();
    expect(await screen.findByText("Trail runner. Coffee snob.")).toBeInTheDocument();
    expect(screen.getByText("Franklin")).toBeInTheDocument();
    expect(screen.getByText("82%")).toBeInTheDocument();
    expect(screen.getByText("Nurse")).toBeInTheDocument();
    expect(screen.getByText("No kids")).toBeInTheDocument();
    expect(screen.queryByText("Height")).not.toBeInTheDocument();
    expect(screen.getByText("Both done this")).toBeInTheDocument();
    expect(screen.getByText("Visiting Japan")).toBeInTheDocument();
    expect(screen.getByText("(3 reviews)")).toBeInTheDocument();
    const review = await screen.findByRole("article", { name: "Review by Ada" });
    expect(within(review).getByText("Lovely hike")).toBeInTheDocument();
    expect(within(review).getByRole("button", { name: "Helpful (1)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Matches" })).toHaveAttribute("href", `/all-matches/${bea}`);
    expect(screen.getByRole("button", { name: "More options for Bea" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unmatch" })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/profile-views")).toEqual([{ viewedUserId: bea }]));
    await userEvent.click(screen.getByRole("button", { name: "Send Match Request" }));
    expect(callsTo(fetchMock, "POST /api/match-requests")).toEqual([{ fromUserId: TEST_USER.id, toUserId: bea }]);
  });

  it("says 'Likes you' when they asked first, and Match Back brings up the match moment, not a toast", async () => {
    let matched = false;
    mockApi({
      [`GET /api/public-profiles/${bea}`]: () =>
        json(
          profile({
            relation: matched ? matchedRelation : { ...matchedRelation, matched: false, requestedYou: true },
          }),
        ),
      "POST /api/profile-views": () => json({ ok: true }),
      "POST /api/match-requests": () => {
        matched = true;
        return json({ mutual: true, status: "matched" });
      },
    });
    renderScreen(
      <>
        <Route path="/profile/:id" component={PublicProfilePage} />
        <MatchMomentHost />
      </>,
      `/profile/${bea}`,
    );
    expect(await screen.findByText("Likes you")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Match Back" }));
    const moment = await screen.findByRole("dialog", { name: "It's a Match!" });
    expect(within(moment).getByText("Bea")).toBeInTheDocument();
    expect(within(moment).getByRole("button", { name: "Send a message" })).toBeInTheDocument();
    expect(screen.queryByText("It's a Match!", { selector: "[data-title]" })).not.toBeInTheDocument();
    await userEvent.click(within(moment).getByRole("button", { name: "Keep browsing" }));
    // The profile follows: a match now, no more "Likes you".
    expect(await screen.findByRole("button", { name: "Unmatch" })).toBeInTheDocument();
    expect(screen.queryByText("Likes you")).not.toBeInTheDocument();
    matchMoments.forget(bea);
  });

  it("for a match: Message, Invite on a Date (the invite dialog) and Unmatch after a confirmation", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockApi({
      [`GET /api/public-profiles/${bea}`]: () =>
        json(profile({ relation: matchedRelation, rating: 0, reviewCount: 0, dateCount: 0 })),
      "POST /api/profile-views": () => json({ ok: true }),
      [`DELETE /api/matches/${TEST_USER.id}/${bea}`]: async () => {
        await held;
        return json({ ok: true });
      },
    });
    const { location } = renderProfile();
    expect(await screen.findByRole("link", { name: "Message" })).toHaveAttribute("href", `/messages/${bea}`);
    // Nobody has reviewed Bea yet: no 0.0 rating.
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.queryByText("0.0")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Invite on a Date" }));
    const invite = await screen.findByRole("dialog");
    expect(within(invite).getByRole("heading", { name: "Invite Bea on a date" })).toBeInTheDocument();
    await userEvent.click(within(invite).getByRole("button", { name: "Close" }));
    await userEvent.click(screen.getByRole("button", { name: "Unmatch" }));
    const confirm = await screen.findByRole("dialog");
    expect(within(confirm).getByRole("heading", { name: "Unmatch Bea?" })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Unmatch" }));
    expect(await screen.findByRole("button", { name: "Unmatching..." })).toBeDisabled();
    release();
    await waitFor(() => expect(location.history?.at(-1)).toBe("/matches"));
    expect(callsTo(fetchMock, `DELETE /api/matches/${TEST_USER.id}/${bea}`)).toHaveLength(1);
  });

  it("says the profile isn't available on a 404, not to check the connection, and records no view", async () => {
    const fetchMock = mockApi({});
    renderProfile();
    expect(await screen.findByText("This profile isn't available")).toBeInTheDocument();
    expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/profile-views")).toEqual([]);
  });

  it("says the same for someone hidden from this person (403)", async () => {
    mockApi({ [`GET /api/public-profiles/${bea}`]: () => json({ error: { code: "forbidden", message: "x" } }, 403) });
    renderProfile();
    expect(await screen.findByText("This profile isn't available")).toBeInTheDocument();
  });

  it("offers Try again when the profile could not be fetched at all", async () => {
    mockApi({ [`GET /api/public-profiles/${bea}`]: () => json({ error: { code: "internal", message: "x" } }, 503) });
    renderProfile();
    expect(await screen.findByText("Couldn't load this profile")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("OwnPublicProfilePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("previews one's own profile with the banner and Edit Profile, without a score or menu", async () => {
    const fetchMock = mockApi({
      [`GET /api/public-profiles/${TEST_USER.id}`]: () =>
        json(
          profile({
            id: TEST_USER.id,
            name: "Test",
            downScore: null,
            matchedOn: [],
            relation: { ...matchedRelation, matched: false, self: true },
          }),
        ),
    });
    renderScreen(<OwnPublicProfilePage />, "/profile/public");
    expect(screen.getByText("This is how your profile appears to others")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/profile/personal");
    expect(screen.queryByText("MATCH DETAILS")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /More options/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/profile-views")).toEqual([]);
  });
});
