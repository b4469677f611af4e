import { userIdParamsSchema } from "@down/common/schemas/ids";
import {
  poseIdSchema,
  verificationDecidedSchema,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
  verificationQueueSchema,
  verificationStateSchema,
} from "@down/common/schemas/verification";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { AppError, badRequest } from "../../lib/app-error";
import { isModerator } from "../../lib/moderators";
import { multipartReadError } from "../../lib/multipart-errors";
import { unsupportedImage } from "../../lib/photo-image";
import { ACCEPTED_IMAGE_TYPES, MAX_PHOTO_BYTES } from "../../lib/photo-limits";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { parse } from "../../lib/validate";
import * as verification from "./verification.service";

const attemptParamsSchema = z.object({ id: z.uuid({ error: "Invalid attempt id" }) });

/**
 * Photo verification. The person's own state and selfie upload; the review queue and decisions for
 * moderators (MODERATOR_PHONES). The moderation queue of reports lives apart under /api/moderation/*.
 */
// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function verificationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/verification/queue",
    {
      config: { access: "moderator" },
      schema: {
        summary: "Selfies waiting for a moderator",
        response: { 200: verificationQueueSchema },
        querystring: verificationQueueQuerySchema,
      },
    },
    async (request) => {
      const { limit, before } = request.query;
      return verification.queue(ctx, limit, before);
    },
  );

  app.post(
    "/api/verification/:id/decision",
    {
      config: { access: "moderator" },
      schema: {
        summary: "Approve or reject a selfie",
        response: { 200: verificationDecidedSchema, ...errorResponses(404, 409) },
        params: attemptParamsSchema,
        body: verificationDecisionSchema,
      },
    },
    async (request) => {
      const moderator = sessionUser(request);
      const { id } = request.params;
      const decision = request.body;
      return verification.decide(ctx, id, moderator.id, decision);
    },
  );

  app.get(
    "/api/verification/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "My verification state and pose",
        response: { 200: verificationStateSchema },
        params: userIdParamsSchema,
      },
    },
    async (request) => {
      const { userId } = request.params;
      const user = sessionUser(request);
      return verification.stateOf(ctx.db, userId, isModerator(ctx.config, user));
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart);
    const schema = {
      summary: "Send my selfie copying the pose",
      consumes: ["multipart/form-data"],
      response: { 201: verificationStateSchema },
      params: userIdParamsSchema,
    };
    const config = { access: { self: "params.userId" } } as const;
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post("/api/verification/:userId", { config, schema }, async (request, reply) => {
        const { userId } = request.params;
        const user = sessionUser(request);
        const { pose, selfie } = await readSelfie(request);
        const state = await verification.submitSelfie(ctx, userId, pose, selfie, isModerator(ctx.config, user));
        return reply.code(201).send(state);
      });
  });
}

/** One `pose` field and one `selfie` image, read into memory with the photo limits. */
async function readSelfie(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest("Send the selfie as multipart/form-data.");
  let pose: unknown;
  let selfie: Buffer | undefined;
  try {
    const limits = { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, parts: 3 };
    for await (const part of request.parts({ limits })) {
      if (part.type === "field") {
        if (part.fieldname === "pose") pose = part.value;
        continue;
      }
      if (part.fieldname !== "selfie" || !ACCEPTED_IMAGE_TYPES.has(part.mimetype)) {
        part.file.resume();
        throw unsupportedImage("Send one selfie image (JPEG, PNG or WebP) in the selfie field.");
      }
      selfie = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(413, "payload_too_large", `The selfie must be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`);
    }
    if (code?.startsWith("FST_")) throw badRequest("Send one pose and one selfie.");
    throw multipartReadError(error);
  }
  if (!selfie) throw badRequest("Take a selfie first.");
  return { pose: parse(poseIdSchema, pose), selfie };
}
