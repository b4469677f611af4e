import { DEVICE_LOCATION_LABEL } from "@down/common/constants";
import type { Preferences, StoredLocation } from "@down/common/schemas/preferences";
import type { OwnProfile } from "@down/common/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ownProfileKey } from "@/lib/api/own-profile";
import { apiJson, isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { currentPosition, SettingsAlert } from "../lib/current-position";
import { invalidateSearch } from "../lib/patch-cache";
import { findPlace } from "./geocode";
import { preferencesKey, putPreferences } from "./preferences";

export const LOCATION_NOT_FOUND = "Location not found. Please try a different search.";
export const LOCATION_LOOKUP_FAILED = "Error finding location. Please try again.";
const SAVE_FAILED = "Couldn't save your location. Please try again.";

const alertOnFailure = (message: string) => () => {
  throw new SettingsAlert(message);
};

const showAlert = (error: Error) => toast.error(error instanceof SettingsAlert ? error.message : SAVE_FAILED);

/** Update Current Location: the browser's position goes to the profile (stored by the server as its one-mile cell, decision 004), then the switch is saved on. */
export function useUpdateDeviceLocation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const position = await currentPosition();
      const stored = await apiJson<StoredLocation>("PUT", `/api/location/${userId}`, position).catch(
        alertOnFailure(SAVE_FAILED),
      );
      const preferences = await putPreferences(userId, {
        useDeviceLocation: true,
        manualLocationLabel: DEVICE_LOCATION_LABEL,
      }).catch(alertOnFailure(SAVE_FAILED));
      return { stored, preferences };
    },
    onSuccess: ({ stored, preferences }) => {
      client.setQueryData<Preferences>(preferencesKey(userId), preferences);
      client.setQueryData<OwnProfile>(ownProfileKey(userId), (old) =>
        old ? { ...old, latitude: stored.lat, longitude: stored.lng } : old,
      );
      toast.success("Location updated");
      void invalidateSearch(client);
    },
    onError: showAlert,
  });
}

/** Travel Mode: look the typed place up, then search from it instead of the device. */
export function useSetTravelLocation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (query: string) => {
      const place = await findPlace(query).catch((error: unknown) => {
        throw new SettingsAlert(isApiError(error, 404) ? LOCATION_NOT_FOUND : LOCATION_LOOKUP_FAILED);
      });
      const preferences = await putPreferences(userId, {
        useDeviceLocation: false,
        manualLocationLat: place.lat,
        manualLocationLng: place.lng,
        manualLocationLabel: place.label,
      }).catch(alertOnFailure(SAVE_FAILED));
      return { place, preferences };
    },
    onSuccess: ({ place, preferences }) => {
      client.setQueryData<Preferences>(preferencesKey(userId), preferences);
      toast.success(`Location set to: ${place.label}`);
      void invalidateSearch(client);
    },
    onError: showAlert,
  });
}
