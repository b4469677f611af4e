import { z } from "../zod";
import { queryNumber, text } from "./text";

/** GET /api/geocode?q=… — what a person typed into Travel Mode. */
export const geocodeQuerySchema = z.strictObject({
  q: text({ min: 2, max: 120, minMessage: "Type at least 2 characters", maxMessage: "Keep it under 120 characters" }),
});

/** GET /api/geocode/reverse?lat=…&lng=… — blank numbers are a 400, not 0. */
export const reverseQuerySchema = z.strictObject({
  lat: queryNumber(-90, 90),
  lng: queryNumber(-180, 180),
});

/** What GET /api/geocode and /api/geocode/reverse answer: a place to stand in for the person's own position. */
export const geoPlaceSchema = z.object({ lat: z.number(), lng: z.number(), label: z.string() });
export type GeoPlace = z.infer<typeof geoPlaceSchema>;
