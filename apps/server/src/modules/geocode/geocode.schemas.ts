import { z } from "zod";

/** GET /api/geocode?q=… — what a person typed into Travel Mode. */
export const geocodeQuerySchema = z.object({
  q: z.string().trim().min(2, "Type at least 2 characters").max(120, "Keep it under 120 characters"),
});

/** GET /api/geocode/reverse?lat=…&lng=… — query strings are text, so numbers are coerced. */
export const reverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
