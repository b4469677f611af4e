import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { callsTo, json } from "@/test/screen-harness";
import { me, patchJsdomForSelect, preferences, renderSettings } from "./settings-page.test-helpers";

describe("SettingsPage: where I search from", () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeAll(patchJsdomForSelect);

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
});
