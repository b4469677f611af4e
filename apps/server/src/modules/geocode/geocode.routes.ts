import { geocodeQuerySchema, geoPlaceSchema, reverseQuerySchema } from "@down/common/schemas/geocode";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type Geocoder, googleGeocoder, nearestCity, offlineGeocoder } from "../../adapters/geocoder";
import type { AppContext } from "../../app-context";
import { AppError, notFound } from "../../lib/app-error";
import { errorResponses } from "../../lib/route-access";

export const LOCATION_NOT_FOUND = "Location not found. Please try a different search.";

// A paid key must not be drained by one client; the offline lists are cheap but share the rule.
const rateLimit = { max: 60, timeWindow: "1 minute" };

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function geocodeRoutes(fastify: FastifyInstance, ctx: AppContext, geocoder: Geocoder = pickGeocoder(ctx)) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/geocode",
    {
      config: { access: "user", rateLimit },
      schema: {
        summary: "Places matching a search",
        response: { 200: geoPlaceSchema, ...errorResponses(404, 503) },
        querystring: geocodeQuerySchema,
      },
    },
    async (request) => {
      const { q } = request.query;
      const place = await geocoder.geocode(q).catch((error: unknown) => {
        request.log.warn({ err: error }, "geocoding failed");
        throw new AppError(503, "unavailable", "Error finding location. Please try again.");
      });
      if (!place) throw notFound(LOCATION_NOT_FOUND);
      return place;
    },
  );

  // Always offline: the position is only compared with a city list, never sent elsewhere or stored.
  app.get(
    "/api/geocode/reverse",
    {
      config: { access: "user", rateLimit },
      schema: { summary: "The place at a point", response: { 200: geoPlaceSchema }, querystring: reverseQuerySchema },
    },
    async (request) => {
      const { lat, lng } = request.query;
      return nearestCity(lat, lng);
    },
  );
}

function pickGeocoder(ctx: AppContext): Geocoder {
  const key = ctx.config.googleMapsApiKey;
  return key ? googleGeocoder(key) : offlineGeocoder();
}
