import { userIdParamsSchema } from "@down/common/schemas/ids";
import { deviceLocationSchema, preferencesPutSchema } from "@down/common/schemas/preferences";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireSelf } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as preferences from "./preferences.service";

export async function preferenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = { db: ctx.db, matchingIndex: ctx.matchingIndex, movesPerHour: ctx.config.limits.locationMovesPerHour };

  app.get("/api/preferences/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    return preferences.getPreferences(ctx.db, userId);
  });

  app.put("/api/preferences/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    const patch = parse(preferencesPutSchema, request.body);
    return preferences.putPreferences(deps, userId, patch);
  });

  app.put("/api/location/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    const { lat, lng } = parse(deviceLocationSchema, request.body);
    return preferences.putDeviceLocation(deps, userId, lat, lng);
  });
}
