export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by your browser";
export const GEOLOCATION_FAILED = "Unable to get your location. Please check your permissions.";

/** A failure whose message is already the words to show (docs/product.md#errors-and-notices, settings). */
export class SettingsAlert extends Error {
  override name = "SettingsAlert";
}

/** The browser's position as a promise; every failure (denied, timed out, unavailable) is one message. */
export function currentPosition(geolocation: Geolocation | undefined = navigator.geolocation) {
  return new Promise<{ lat: number; lng: number }>((resolve, reject) => {
    if (!geolocation) {
      reject(new SettingsAlert(GEOLOCATION_UNSUPPORTED));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => reject(new SettingsAlert(GEOLOCATION_FAILED)),
      // City-level precision is all distances in whole miles need; a recent fix saves battery.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
