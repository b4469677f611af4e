import { userIdParamsSchema } from "@down/common/schemas/ids";
import {
  deviceLocationSchema,
  preferencesPutSchema,
  preferencesSchema,
  storedLocationSchema,
} from "@down/common/schemas/preferences";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errorResponses } from "../../lib/route-access";
import * as preferences from "./preferences.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function preferenceRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, matchingIndex: ctx.matchingIndex, movesPerHour: ctx.config.limits.locationMovesPerHour };

  app.get(
    "/api/preferences/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: { summary: "My search preferences", response: { 200: preferencesSchema }, params: userIdParamsSchema },
    },
    async (request) => {
      const { userId } = request.params;
      return preferences.getPreferences(ctx.db, userId);
    },
  );

  app.put(
    "/api/preferences/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Change my search preferences",
        response: { 200: preferencesSchema },
        params: userIdParamsSchema,
        body: preferencesPutSchema,
      },
    },
    async (request) => {
      const { userId } = request.params;
      const patch = request.body;
      return preferences.putPreferences(deps, userId, patch);
    },
  );

  app.put(
    "/api/location/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Set my location from this device",
        response: { 200: storedLocationSchema, ...errorResponses(404) },
        params: userIdParamsSchema,
        body: deviceLocationSchema,
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { lat, lng } = request.body;
      return preferences.putDeviceLocation(deps, userId, lat, lng);
    },
  );
}
