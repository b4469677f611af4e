import { DEFAULT_DISTANCE_RADIUS, DISTANCE_OPTIONS, MAX_AGE, MIN_AGE } from "../constants";
import { z } from "../zod";
import { text } from "./text";

const latitude = z
  .number({ error: "Please choose a place on the map" })
  .min(-90, "That place is off the map")
  .max(90, "That place is off the map");
const longitude = z
  .number({ error: "Please choose a place on the map" })
  .min(-180, "That place is off the map")
  .max(180, "That place is off the map");

export const distanceRadiusSchema = z
  .number({ error: "Please choose a distance" })
  .refine((value) => (DISTANCE_OPTIONS as readonly number[]).includes(value), {
    message: `Please choose one of ${DISTANCE_OPTIONS.join(", ")} miles`,
  });

const rangeAge = z
  .number({ error: "Please choose an age between 18 and 100" })
  .int({ error: "Please choose an age as a whole number" })
  .min(MIN_AGE, { error: `Ages start at ${MIN_AGE}` })
  .max(MAX_AGE, { error: `Ages go up to ${MAX_AGE}` });

/** Search preferences as GET /api/preferences/{userId} returns them (docs/product.md#preferences). */
export const preferencesSchema = z.object({
  distanceRadius: z.number().int(),
  useDeviceLocation: z.boolean(),
  manualLocationLat: latitude.nullable(),
  manualLocationLng: longitude.nullable(),
  manualLocationLabel: z.string().nullable(),
  /** 'Who I want to see', honoured both ways by search. */
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  verifiedOnly: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  distanceRadius: DEFAULT_DISTANCE_RADIUS,
  useDeviceLocation: true,
  manualLocationLat: null,
  manualLocationLng: null,
  manualLocationLabel: null,
  ageMin: MIN_AGE,
  ageMax: MAX_AGE,
  verifiedOnly: false,
};

/** PUT takes any subset; a manual location is set as a pair (both numbers, or both null). */
export const preferencesPutSchema = z
  .object({
    distanceRadius: distanceRadiusSchema,
    useDeviceLocation: z.boolean(),
    manualLocationLat: latitude.nullable(),
    manualLocationLng: longitude.nullable(),
    manualLocationLabel: text({ max: 200 }).nullable(),
    ageMin: rangeAge,
    ageMax: rangeAge,
    verifiedOnly: z.boolean(),
  })
  .partial()
  .strict()
  .refine((p) => (p.manualLocationLat === undefined) === (p.manualLocationLng === undefined), {
    message: "Please choose a place with both its latitude and longitude",
    path: ["manualLocationLng"],
  })
  .refine((p) => (p.manualLocationLat === null) === (p.manualLocationLng === null), {
    message: "Please choose a place with both its latitude and longitude",
    path: ["manualLocationLng"],
  })
  .refine((p) => (p.ageMin === undefined) === (p.ageMax === undefined), {
    message: "Send both ends of the age range",
    path: ["ageMax"],
  })
  .refine((p) => p.ageMin === undefined || p.ageMax === undefined || p.ageMin <= p.ageMax, {
    message: "The youngest age can't be above the oldest",
    path: ["ageMax"],
  });
export type PreferencesPut = z.infer<typeof preferencesPutSchema>;

/** PUT /api/location/{userId}: the device's position, stored on the profile. */
export const deviceLocationSchema = z.object({ lat: latitude, lng: longitude }).strict();
export type DeviceLocation = z.infer<typeof deviceLocationSchema>;
/**
 * Its answer: the position as stored, the centre of its one-mile cell (docs/decisions/004-location-privacy.md).
 * Nullable as the profile's columns are; this call has just filled them.
 */
export const storedLocationSchema = z.object({ lat: z.number().nullable(), lng: z.number().nullable() });
export type StoredLocation = z.infer<typeof storedLocationSchema>;
