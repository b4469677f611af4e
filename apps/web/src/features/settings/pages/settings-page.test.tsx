import type { Preferences } from "@down/common/schemas/preferences";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiHandler, callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { SettingsPage } from "./settings-page";

const preferences = (overrides: Partial<Preferences> = {}): Preferences => ({
  distanceRadius: 25,
  useDeviceLocation: true,
  manualLocationLat: null,
  manualLocationLng: null,
  manualLocationLabel: null,
  ageMin: 18,
  ageMax: 100,
  verifiedOnly: false,
  ...overrides,
});

const profile = {
  id: "11111111-1111-4111-8111-111111111111",
  userId: TEST_USER.id,
  latitude: 36.163,
  longitude: -86.782,
  interestedIn: ["Everyone"],
  pushNotifications: true,
  appearInSearches: true,
  paused: false,
  acceptingMatches: true,
};

const me = TEST_USER.id;
const echo: ApiHandler = (body) => json({ ...profile, ...(body as object) });

function renderSettings(routes: Record<string, ApiHandler> = {}, prefs = preferences()) {
  const fetchMock = mockApi({
    [`GET /api/preferences/${me}`]: () => json(prefs),
    [`PUT /api/preferences/${me}`]: (body) => json({ ...prefs, ...(body as object) }),
    [`GET /api/profiles/${me}`]: () => json(profile),
    [`PATCH /api/profiles/${me}`]: echo,
    [`GET /api/connections/${me}`]: () =>
      json({
        connections: ["instagram", "spotify"].map((provider) => ({
          provider,
          configured: false,
          connected: false,
          connectedAt: null,
          topArtists: [],
          importedPhotos: 0,
        })),
      }),
    "GET /api/geocode/reverse": () => json({ lat: 36.17, lng: -86.78, label: "Nashville, TN" }),
    ...routes,
  });
  return { fetchMock, ...renderScreen(<SettingsPage />, "/settings") };
}

describe("SettingsPage", () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeAll(() => {
    // jsdom lacks what Radix Select calls when its list opens.
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });

  it("shows the saved distance, the device location by city, and the defaults", async () => {
    renderSettings();
    await waitFor(() =>
      expect(screen.getByTestId("effective-location")).toHaveTextContent("Current Location · Nashville, TN"),
    );
    expect(screen.getByText("Maximum distance:", { exact: false })).toHaveTextContent("Maximum distance: 25 miles");
    expect(screen.getByRole("slider", { name: "Maximum distance" })).toHaveAttribute("aria-valuetext", "25 miles");
    expect(screen.getByRole("switch", { name: "Use Device Location" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Update Current Location" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Travel Mode")).not.toBeInTheDocument();
    for (const name of ["PUSH NOTIFICATIONS", "PROFILE WILL APPEAR IN SEARCHES", "ACCEPTING NEW MATCHES"]) {
      expect(screen.getByRole("switch", { name })).toBeChecked();
    }
    expect(screen.getByRole("combobox", { name: "Interested In" })).toHaveTextContent("Everyone");
    expect(await screen.findByRole("button", { name: "CONNECT NOW: Instagram" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "CONNECT NOW: Spotify" })).toHaveAccessibleDescription(
      "Not configured on this server",
    );
    expect(screen.getByText("NOT CONNECTED")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "DARK MODE" })).not.toBeChecked();
  });

  it("puts a radius outside the list on the 25-mile step", async () => {
    renderSettings({}, preferences({ distanceRadius: 30 }));
    expect(await screen.findByRole("slider", { name: "Maximum distance" })).toHaveAttribute("aria-valuenow", "2");
  });

  it("saves the distance once per change, and Unlimited for the last step", async () => {
    const { fetchMock, queryClient } = renderSettings();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const slider = await screen.findByRole("slider", { name: "Maximum distance" });
    await waitFor(() => expect(slider).toHaveAttribute("aria-valuetext", "25 miles"));
    fireEvent.keyDown(slider, { key: "End" });
    expect(await screen.findByText("Unlimited")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/preferences/${me}`)).toEqual([{ distanceRadius: 999 }]));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/search"] }));
    fireEvent.keyDown(slider, { key: "Home" });
    await waitFor(() =>
      expect(callsTo(fetchMock, `PUT /api/preferences/${me}`)).toEqual([
        { distanceRadius: 999 },
        { distanceRadius: 5 },
      ]),
    );
    expect(screen.getByText("5 miles")).toBeInTheDocument();
  });

  it.each([
    ["PUSH NOTIFICATIONS", "pushNotifications"],
    ["PROFILE WILL APPEAR IN SEARCHES", "appearInSearches"],
    ["ACCEPTING NEW MATCHES", "acceptingMatches"],
  ])("%s sends PATCH {%s: false} at once", async (name, field) => {
    const { fetchMock } = renderSettings();
    const toggle = await screen.findByRole("switch", { name });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, `PATCH /api/profiles/${me}`)).toEqual([{ [field]: false }]));
  });

  it("PAUSE MY ACCOUNT sends PATCH {paused: true} at once and says what it does", async () => {
    const { fetchMock } = renderSettings();
    const toggle = await screen.findByRole("switch", { name: "PAUSE MY ACCOUNT" });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(callsTo(fetchMock, `PATCH /api/profiles/${me}`)).toEqual([{ paused: true }]));
    expect(await screen.findByText(/Paused: you are hidden from searches and new matches/)).toBeInTheDocument();
  });

  it("SOCIAL ACCOUNTS: Disconnect for a connected service", async () => {
    const { fetchMock } = renderSettings({
      [`GET /api/connections/${me}`]: () =>
        json({
          connections: [
            {
              provider: "instagram",
              configured: true,
              connected: false,
              connectedAt: null,
              topArtists: [],
              importedPhotos: 0,
            },
            {
              provider: "spotify",
              configured: true,
              connected: true,
              connectedAt: "2026-01-01T00:00:00.000Z",
              topArtists: ["Khruangbin"],
              importedPhotos: 0,
            },
          ],
        }),
      [`DELETE /api/connections/${me}/spotify`]: () => json({ ok: true }),
    });
    expect(await screen.findByText("CONNECTED")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "CONNECT NOW: Instagram" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Disconnect Spotify" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true));
  });

  it("Download my data asks for a link, and says so when the day's 3 are used", async () => {
    const { fetchMock } = renderSettings({
      [`POST /api/account/${me}/export`]: () =>
        json({ error: { code: "rate_limited", message: "You can download your data 3 times a day." } }, 429),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(
      await screen.findByText("You can download your data 3 times a day. Please try again tomorrow."),
    ).toBeVisible();
    expect(callsTo(fetchMock, `POST /api/account/${me}/export`)).toHaveLength(1);
  });

  it("Who I want to see: each thumb saves the range once per change, and Verified people only saves at once", async () => {
    const { fetchMock } = renderSettings();
    const youngest = await screen.findByRole("slider", { name: "Youngest age" });
    const oldest = screen.getByRole("slider", { name: "Oldest age" });
    await waitFor(() => expect(youngest).toHaveAttribute("aria-valuetext", "18 years"));
    expect(oldest).toHaveAttribute("aria-valuetext", "100 years");
    youngest.focus();
    fireEvent.keyDown(youngest, { key: "ArrowRight" });
    await waitFor(() =>
      expect(callsTo(fetchMock, `PUT /api/preferences/${me}`)).toEqual([{ ageMin: 19, ageMax: 100 }]),
    );
    // Radix moves the thumb that has focus, as it does for a keyboard user who tabbed to it.
    oldest.focus();
    fireEvent.keyDown(oldest, { key: "ArrowLeft" });
    await waitFor(() =>
      expect(callsTo(fetchMock, `PUT /api/preferences/${me}`)).toEqual([
        { ageMin: 19, ageMax: 100 },
        { ageMin: 19, ageMax: 99 },
      ]),
    );
    expect(screen.getByText("19–99")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("switch", { name: "VERIFIED PEOPLE ONLY" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `PUT /api/preferences/${me}`)).toContainEqual({ verifiedOnly: true }),
    );
  });

  it("flips a switch back and says so when the save fails", async () => {
    renderSettings({ [`PATCH /api/profiles/${me}`]: () => json({ error: { code: "internal", message: "x" } }, 500) });
    const toggle = await screen.findByRole("switch", { name: "ACCEPTING NEW MATCHES" });
    await userEvent.click(toggle);
    expect(await screen.findByText("Failed to update profile")).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it("sends the chosen Interested In as a one-item list", async () => {
    const { fetchMock } = renderSettings();
    const trigger = await screen.findByRole("combobox", { name: "Interested In" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    await userEvent.click(await screen.findByRole("option", { name: "Women" }));
    await waitFor(() => expect(callsTo(fetchMock, `PATCH /api/profiles/${me}`)).toEqual([{ interestedIn: ["Women"] }]));
    expect(trigger).toHaveTextContent("Women");
  });

  it("Travel Mode: Set Location waits for text, then saves the found place and says where", async () => {
    const { fetchMock } = renderSettings({
      "GET /api/geocode": (_body, url) =>
        url.searchParams.get("q") === "Franklin, TN"
          ? json({ lat: 35.9248, lng: -86.8663, label: "Franklin, TN" })
          : json({ error: { code: "not_found", message: "nope" } }, 404),
    });
    await userEvent.click(await screen.findByRole("switch", { name: "Use Device Location" }));
    const input = await screen.findByLabelText("Travel Mode");
    const button = screen.getByRole("button", { name: "Set Location" });
    expect(button).toBeDisabled();
    await userEvent.type(input, "   ");
    expect(button).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, "Franklin, TN");
    await userEvent.click(button);
    expect(await screen.findByText("Location set to: Franklin, TN")).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(callsTo(fetchMock, `PUT /api/preferences/${me}`)).toEqual([
      { useDeviceLocation: false },
      {
        useDeviceLocation: false,
        manualLocationLat: 35.9248,
        manualLocationLng: -86.8663,
        manualLocationLabel: "Franklin, TN",
      },
    ]);
    expect(screen.getByTestId("effective-location")).toHaveTextContent("Franklin, TN");
  });

  it.each([
    [404, "Location not found. Please try a different search."],
    [503, "Error finding location. Please try again."],
  ])("Travel Mode: a %s from the geocoder shows %j and keeps the text", async (status, message) => {
    renderSettings(
      { "GET /api/geocode": () => json({ error: { code: "x", message: "x" } }, status) },
      preferences({ useDeviceLocation: false }),
    );
    const input = await screen.findByLabelText("Travel Mode");
    await userEvent.type(input, "Atlantis{Enter}");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveValue("Atlantis");
  });

  describe("Update Current Location", () => {
    const withGeolocation = (geolocation: Partial<Geolocation> | undefined) =>
      vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { geolocation }));

    it("sends the position, then saves device location on as 'Current Location'", async () => {
      withGeolocation({
        getCurrentPosition: (ok) => ok({ coords: { latitude: 40.71, longitude: -74.0 } } as GeolocationPosition),
      });
      const { fetchMock } = renderSettings({ [`PUT /api/location/${me}`]: () => json({ lat: 40.71, lng: -74 }) });
      await userEvent.click(await screen.findByRole("button", { name: "Update Current Location" }));
      expect(await screen.findByText("Location updated")).toBeInTheDocument();
      expect(callsTo(fetchMock, `PUT /api/location/${me}`)).toEqual([{ lat: 40.71, lng: -74 }]);
      expect(callsTo(fetchMock, `PUT /api/preferences/${me}`)).toEqual([
        { useDeviceLocation: true, manualLocationLabel: "Current Location" },
      ]);
    });

    it("says when the browser has no geolocation", async () => {
      withGeolocation(undefined);
      renderSettings();
      await userEvent.click(await screen.findByRole("button", { name: "Update Current Location" }));
      expect(await screen.findByText("Geolocation is not supported by your browser")).toBeInTheDocument();
    });

    it("says when permission is refused, and is ready to try again", async () => {
      withGeolocation({
        getCurrentPosition: (_ok, fail) => fail?.({ code: 1, message: "denied" } as GeolocationPositionError),
      });
      const { fetchMock } = renderSettings();
      await userEvent.click(await screen.findByRole("button", { name: "Update Current Location" }));
      expect(
        await screen.findByText("Unable to get your location. Please check your permissions."),
      ).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Update Current Location" })).toBeEnabled();
      expect(callsTo(fetchMock, `PUT /api/location/${me}`)).toEqual([]);
    });
  });

  it("shows placeholders, not controls, until the settings arrive", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderSettings({
      [`GET /api/preferences/${me}`]: async () => {
        await gate;
        return json(preferences());
      },
    });
    expect(screen.getByRole("status", { name: "Loading Use Device Location" })).toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "Maximum distance" })).toHaveAttribute("data-disabled");
    release();
    expect(await screen.findByRole("switch", { name: "Use Device Location" })).toBeChecked();
  });

  it("lists the people I blocked and unblocks one", async () => {
    const dee = "22222222-2222-4222-8222-222222222222";
    let blocked = [{ userId: dee, name: "Dee", photo: null, blockedAt: "2026-01-01T00:00:00.000Z" }];
    const { fetchMock } = renderSettings({
      "GET /api/blocks": () => json({ items: blocked, nextCursor: null }),
      [`DELETE /api/blocks/${dee}`]: () => {
        blocked = [];
        return json({ ok: true });
      },
    });
    const list = await screen.findByRole("list", { name: "Blocked people" });
    expect(list).toHaveTextContent("Dee");
    await userEvent.click(screen.getByRole("button", { name: "Unblock Dee" }));
    await waitFor(() => expect(callsTo(fetchMock, `DELETE /api/blocks/${dee}`)).toHaveLength(1));
    expect(await screen.findByText(/You haven't blocked anyone/)).toBeInTheDocument();
  });
});
