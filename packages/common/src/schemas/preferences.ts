import { z } from "zod";
import { DEFAULT_DISTANCE_RADIUS, DISTANCE_OPTIONS } from "../constants";

const latitude = z.number({ error: "Expected number" }).min(-90).max(90);
const longitude = z.number({ error: "Expected number" }).min(-180).max(180);

export const distanceRadiusSchema = z
  .number({ error: "Expected number" })
  .refine((value) => (DISTANCE_OPTIONS as readonly number[]).includes(value), {
    message: `Must be one of ${DISTANCE_OPTIONS.join(", ")}`,
  });

/** Search preferences as GET /api/preferences/{userId} returns them (SPEC §3 user_preferences). */
export const preferencesSchema = z.object({
  distanceRadius: z.number().int(),
  useDeviceLocation: z.boolean(),
  manualLocationLat: latitude.nullable(),
  manualLocationLng: longitude.nullable(),
  manualLocationLabel: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  distanceRadius: DEFAULT_DISTANCE_RADIUS,
  useDeviceLocation: true,
  manualLocationLat: null,
  manualLocationLng: null,
  manualLocationLabel: null,
};

/** PUT takes any subset; a manual location is set as a pair (both numbers, or both null). */
export const preferencesPutSchema = z
  .object({
    distanceRadius: distanceRadiusSchema,
    useDeviceLocation: z.boolean(),
    manualLocationLat: latitude.nullable(),
    manualLocationLng: longitude.nullable(),
    manualLocationLabel: z.string().trim().max(200).nullable(),
  })
  .partial()
  .strict()
  .refine((p) => (p.manualLocationLat === undefined) === (p.manualLocationLng === undefined), {
    message: "manualLocationLat and manualLocationLng go together",
    path: ["manualLocationLng"],
  })
  .refine((p) => (p.manualLocationLat === null) === (p.manualLocationLng === null), {
    message: "manualLocationLat and manualLocationLng are both set or both null",
    path: ["manualLocationLng"],
  });
export type PreferencesPut = z.infer<typeof preferencesPutSchema>;

/** PUT /api/location/{userId}: the device's position, stored on the profile. */
export const deviceLocationSchema = z.object({ lat: latitude, lng: longitude }).strict();
export type DeviceLocation = z.infer<typeof deviceLocationSchema>;
