import type { Preferences } from "@down/common/schemas/preferences";
import { type ApiHandler, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { SettingsPage } from "./settings-page";

// Shared by the Settings tests: the saved settings, the profile, and the screen on a mocked API.
export const preferences = (overrides: Partial<Preferences> = {}): Preferences => ({
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

export const profile = {
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

export const me = TEST_USER.id;
const echo: ApiHandler = (body) => json({ ...profile, ...(body as object) });

export function renderSettings(routes: Record<string, ApiHandler> = {}, prefs = preferences()) {
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

/** jsdom lacks what Radix Select calls when its list opens. */
export function patchJsdomForSelect() {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
