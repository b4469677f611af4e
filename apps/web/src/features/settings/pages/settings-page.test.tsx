import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { callsTo, json } from "@/test/screen-harness";
import { me, patchJsdomForSelect, preferences, renderSettings } from "./settings-page.test-helpers";

describe("SettingsPage", () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeAll(patchJsdomForSelect);

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
    await waitFor(() =>
      expect(screen.getByText("Maximum distance:", { exact: false })).toHaveTextContent("Maximum distance: Unlimited"),
    );
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

  it("leaves SOCIAL ACCOUNTS out when this server is set up for no service, rather than greying it", async () => {
    const { fetchMock } = renderSettings();
    await waitFor(() => expect(callsTo(fetchMock, `GET /api/connections/${me}`)).toHaveLength(1));
    await screen.findByRole("switch", { name: "PUSH NOTIFICATIONS" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText("SOCIAL ACCOUNTS")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /CONNECT NOW/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/not configured/i)).not.toBeInTheDocument();
  });

  it("leaves PUSH NOTIFICATIONS out when this server cannot send push", async () => {
    renderSettings({ "GET /api/push/config": () => json({ enabled: false, publicKey: null }) });
    await screen.findByRole("switch", { name: "ACCEPTING NEW MATCHES" });
    await waitFor(() => expect(screen.queryByRole("switch", { name: "PUSH NOTIFICATIONS" })).not.toBeInTheDocument());
  });

  it("offers PUSH NOTIFICATIONS when it can", async () => {
    renderSettings({ "GET /api/push/config": () => json({ enabled: true, publicKey: "BExampleKey" }) });
    expect(await screen.findByRole("switch", { name: "PUSH NOTIFICATIONS" })).toBeInTheDocument();
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
